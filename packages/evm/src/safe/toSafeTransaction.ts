import { isEvmAddressShape, ValidationError } from '@latch/core/kit'
import { SAFE_MESSAGES } from './safeMessages'

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
/** Calldata of one Safe transaction, at most (characters of hex). */
const DATA_MAX_CHARS = 262_144

/**
 * One transaction as the Safe's `sendTransactions` takes it (`to`, the value in decimal wei, the
 * calldata), from an `eth_sendTransaction` request or one call of a `wallet_sendCalls` batch.
 * Checked before anything is posted to the Safe: a receiver address, a hex quantity, hex calldata.
 *
 * @param tx - The request's transaction or call (untrusted).
 * @returns `{ to, value, data }`.
 * @throws {ValidationError} naming what is wrong; a Safe transaction cannot create a contract.
 * @example
 * ```ts
 * toSafeTransaction({ to: '0x2222…2222', value: '0xde0b6b3a7640000' })
 * // { to: '0x2222…2222', value: '1000000000000000000', data: '0x' }
 * ```
 */
export function toSafeTransaction(tx: unknown): { to: string; value: string; data: string } {
  if (typeof tx !== 'object' || tx === null) throw new ValidationError(SAFE_MESSAGES.transactionNotObject)
  const { to, value, data } = tx as Record<string, unknown>
  if (!isEvmAddressShape(to)) throw new ValidationError(SAFE_MESSAGES.transactionNeedsTo)
  if (value !== undefined && (typeof value !== 'string' || !HEX_QUANTITY.test(value)))
    throw new ValidationError(SAFE_MESSAGES.valueNotHexQuantity)
  if (
    data !== undefined &&
    (typeof data !== 'string' || !HEX_DATA.test(data) || data.length > DATA_MAX_CHARS)
  )
    throw new ValidationError(SAFE_MESSAGES.dataNotHexBytes)
  return { to, value: BigInt(value ?? '0x0').toString(10), data: data ?? '0x' }
}
