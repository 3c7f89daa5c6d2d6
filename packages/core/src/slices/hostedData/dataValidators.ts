import type { ActivityItem, NftItem, TokenBalance } from '../../adapters/AccountDataSource'
import {
  isArrayOf,
  isBoundedString,
  isFiniteNumber,
  isOptionalString,
  isRecord,
  isString,
} from '../../http/validators'
import { MAX_TOKEN_DECIMALS } from '../../shared/numbers/decimalString'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'

const DIRECTIONS = ['in', 'out', 'self']
const STATUSES = ['confirmed', 'pending', 'failed']
const DECIMAL = /^-?\d+(\.\d+)?$/
const CAIP2 = /^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,64}$/
const { nameLength, symbolLength, idLength, amountLength, listItems } = UNTRUSTED_LIMITS

const isDecimal = (value: unknown): value is string =>
  isBoundedString(value, amountLength) && DECIMAL.test(value)
const isOptionalDecimal = (value: unknown) => value === undefined || isDecimal(value)
const isId = (value: unknown): value is string => isBoundedString(value, idLength)
const isOptionalId = (value: unknown) => value === undefined || value === null || isId(value)
const isOptionalName = (value: unknown) =>
  value === undefined || value === null || isBoundedString(value, nameLength)
const isChainId = (value: unknown): value is string => isString(value) && CAIP2.test(value)

/**
 * True for a token balance of the data API (SPEC §3): a name and symbol of sensible length, a CAIP-2
 * chain id, integer decimals from 0 to 255, `quantity` with decimal strings, optional decimal-string
 * price and value. Image URLs are only type-checked here; they are made safe where they are stored.
 *
 * @example
 * ```ts
 * isTokenBalance({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, quantity: { decimals: '18', numeric: '1' } })
 * ```
 */
export function isTokenBalance(value: unknown): value is TokenBalance {
  if (!isRecord(value)) return false
  const { quantity } = value
  return (
    isBoundedString(value.name, nameLength) &&
    isBoundedString(value.symbol, symbolLength) &&
    isChainId(value.chainId) &&
    isFiniteNumber(value.decimals) &&
    Number.isInteger(value.decimals) &&
    value.decimals >= 0 &&
    value.decimals <= MAX_TOKEN_DECIMALS &&
    isOptionalId(value.address) &&
    isOptionalString(value.logoUri) &&
    isOptionalString(value.iconUrl) &&
    isRecord(quantity) &&
    isString(quantity.decimals) &&
    /^\d{1,3}$/.test(quantity.decimals) &&
    isDecimal(quantity.numeric) &&
    isOptionalDecimal(value.price) &&
    isOptionalDecimal(value.value)
  )
}

function isTransfer(value: unknown): value is ActivityItem['transfers'][number] {
  return (
    isRecord(value) &&
    isString(value.direction) &&
    DIRECTIONS.includes(value.direction) &&
    isBoundedString(value.symbol, symbolLength) &&
    isDecimal(value.amount) &&
    isId(value.from) &&
    isId(value.to) &&
    isOptionalId(value.tokenAddress) &&
    isOptionalId(value.tokenId)
  )
}

/**
 * True for a transaction history item (SPEC §3: id, metadata.minedAt, metadata.chain, transfers).
 *
 * @example
 * ```ts
 * isActivityItem(body.data[0])
 * ```
 */
export function isActivityItem(value: unknown): value is ActivityItem {
  if (!isRecord(value) || !isId(value.id) || !isRecord(value.metadata)) return false
  const { metadata } = value
  return (
    isFiniteNumber(metadata.minedAt) &&
    isChainId(metadata.chain) &&
    isString(metadata.status) &&
    STATUSES.includes(metadata.status) &&
    isId(metadata.hash) &&
    Array.isArray(value.transfers) &&
    value.transfers.length <= listItems &&
    isArrayOf(value.transfers, isTransfer)
  )
}

/**
 * True for an NFT item.
 *
 * @example
 * ```ts
 * isNftItem({ chainId: 'eip155:1', contract: '0xc', tokenId: '1' }) // true
 * ```
 */
export function isNftItem(value: unknown): value is NftItem {
  return (
    isRecord(value) &&
    isChainId(value.chainId) &&
    isId(value.contract) &&
    isId(value.tokenId) &&
    isOptionalName(value.name) &&
    isOptionalName(value.collectionName) &&
    isOptionalString(value.imageUrl) &&
    isOptionalString(value.collectionImageUrl)
  )
}
