import type { ActivityItem, ActivityTransfer } from '../../../adapters/AccountDataSource'
import { isBoundedString, isFiniteNumber, isRecord } from '../../../http/validators'
import type { CaipNetworkId } from '../../../shared/networks/types'
import { SENT_LIMITS } from './sentLimits'

const STATUSES: readonly string[] = ['confirmed', 'pending', 'failed', 'queued']
const DIRECTIONS: readonly string[] = ['in', 'out', 'self']
const DECIMAL = /^\d+(\.\d+)?$/
const CAIP2 = /^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,64}$/
const { idLength, symbolLength, amountLength } = SENT_LIMITS

const isId = (value: unknown): value is string => isBoundedString(value, idLength) && value.length > 0
const isOptionalId = (value: unknown) => value === undefined || isId(value)

function toTransfer(value: unknown): ActivityTransfer | undefined {
  if (!isRecord(value)) return undefined
  const { direction, symbol, amount, from, to, tokenAddress, tokenId } = value
  if (
    typeof direction !== 'string' ||
    !DIRECTIONS.includes(direction) ||
    !isBoundedString(symbol, symbolLength) ||
    !isBoundedString(amount, amountLength) ||
    !DECIMAL.test(amount) ||
    !isId(from) ||
    !isId(to) ||
    !isOptionalId(tokenAddress) ||
    !isOptionalId(tokenId)
  )
    return undefined
  return {
    direction: direction as ActivityTransfer['direction'],
    symbol,
    amount,
    from,
    to,
    ...(tokenAddress === undefined ? {} : { tokenAddress: tokenAddress as string }),
    ...(tokenId === undefined ? {} : { tokenId: tokenId as string }),
  }
}

/**
 * Reads one stored send back: the fields of an {@link ActivityItem} of `chain`, each of the
 * expected type and within {@link SENT_LIMITS}, copied into a fresh item (nothing else that was
 * stored beside them is kept). Its id is its hash.
 *
 * @param value - One entry read from storage (untrusted).
 * @param chain - The network the entry is stored under; an entry of another network is refused.
 * @returns The send, or `undefined` when the entry is malformed.
 * @example
 * ```ts
 * toStoredSend(JSON.parse(raw)[0], 'eip155:1') // ActivityItem | undefined
 * ```
 */
export function toStoredSend(value: unknown, chain: CaipNetworkId): ActivityItem | undefined {
  if (!isRecord(value) || !isRecord(value.metadata) || !Array.isArray(value.transfers)) return undefined
  const { minedAt, status, hash } = value.metadata
  if (
    value.metadata.chain !== chain ||
    !CAIP2.test(chain) ||
    !isId(hash) ||
    value.id !== hash ||
    !isFiniteNumber(minedAt) ||
    minedAt < 0 ||
    typeof status !== 'string' ||
    !STATUSES.includes(status) ||
    value.transfers.length === 0 ||
    value.transfers.length > SENT_LIMITS.transfers
  )
    return undefined
  const transfers = value.transfers.map(toTransfer)
  if (!transfers.every((t): t is ActivityTransfer => t !== undefined)) return undefined
  return {
    id: hash,
    metadata: {
      minedAt,
      chain,
      status: status as ActivityItem['metadata']['status'],
      hash,
    },
    transfers,
  }
}
