import { isArrayOf, isFiniteNumber, isOptionalString, isRecord, isString } from '../api/validators'
import type { ActivityItem, NftItem, TokenBalance } from './AccountDataSource'

const DIRECTIONS = ['in', 'out', 'self']
const STATUSES = ['confirmed', 'pending', 'failed']
const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * True for a token balance of the data API (SPEC §3): names, symbol, chain id, integer decimals,
 * `quantity` with decimal strings, optional decimal-string price and value.
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
    isString(value.name) &&
    isString(value.symbol) &&
    isString(value.chainId) &&
    value.chainId.includes(':') &&
    isFiniteNumber(value.decimals) &&
    Number.isInteger(value.decimals) &&
    isOptionalString(value.address) &&
    isOptionalString(value.logoUri) &&
    isOptionalString(value.iconUrl) &&
    isRecord(quantity) &&
    isString(quantity.decimals) &&
    isString(quantity.numeric) &&
    DECIMAL.test(quantity.numeric) &&
    (value.price === undefined || (isString(value.price) && DECIMAL.test(value.price))) &&
    (value.value === undefined || (isString(value.value) && DECIMAL.test(value.value)))
  )
}

function isTransfer(value: unknown): value is ActivityItem['transfers'][number] {
  return (
    isRecord(value) &&
    isString(value.direction) &&
    DIRECTIONS.includes(value.direction) &&
    isString(value.symbol) &&
    isString(value.amount) &&
    DECIMAL.test(value.amount) &&
    isString(value.from) &&
    isString(value.to)
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
  if (!isRecord(value) || !isString(value.id) || !isRecord(value.metadata)) return false
  const { metadata } = value
  return (
    isFiniteNumber(metadata.minedAt) &&
    isString(metadata.chain) &&
    isString(metadata.status) &&
    STATUSES.includes(metadata.status) &&
    isString(metadata.hash) &&
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
    isString(value.chainId) &&
    isString(value.contract) &&
    isString(value.tokenId) &&
    isOptionalString(value.name) &&
    isOptionalString(value.imageUrl)
  )
}
