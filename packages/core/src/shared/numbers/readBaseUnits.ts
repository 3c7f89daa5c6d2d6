import * as API_MESSAGES from '../errors/apiMessages'
import { describeUntrusted } from '../errors/describeUntrusted'
import { ApiError } from '../errors/errors'

/** Amounts Latch reads are uint256 at most: anything from 2^256 up is not a balance. */
const CEILING = 2n ** 256n

/**
 * Reads an amount of base units (wei, lamports, satoshis) from an answer Latch does not trust (a
 * wallet, an RPC node): a bigint, a non-negative safe integer, a decimal string or a `0x` hex
 * quantity, below 2^256. Anything else (negative, fractional, non-numeric, an unsafe integer that
 * already lost precision, too large) is a typed {@link ApiError} `INVALID_RESPONSE`, never a raw
 * `SyntaxError`/`TypeError` from `BigInt`. The value's own code is never called.
 *
 * @param value - The amount as answered.
 * @param what - What was read, for the error's details (e.g. `'eth_getBalance'`).
 * @returns The amount.
 * @example
 * ```ts
 * readBaseUnits('0xde0b6b3a7640000', 'eth_getBalance') // 1000000000000000000n
 * readBaseUnits(-1, 'getBalance') // throws ApiError INVALID_RESPONSE
 * ```
 */
export function readBaseUnits(value: unknown, what: string): bigint {
  let amount: bigint | undefined
  if (typeof value === 'bigint') amount = value
  else if (typeof value === 'number' && Number.isSafeInteger(value)) amount = BigInt(value)
  else if (typeof value === 'string' && /^(0x[\da-fA-F]{1,66}|\d{1,80})$/.test(value)) amount = BigInt(value)
  if (amount === undefined || amount < 0n || amount >= CEILING)
    throw new ApiError(API_MESSAGES.invalidResponse, {
      code: 'INVALID_RESPONSE',
      details: `${what}: not an amount: ${describeUntrusted(value, 100)}`,
    })
  return amount
}
