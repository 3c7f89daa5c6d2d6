import { bytesToHex } from '../../shared/bytesToHex'
import { toChecksumAddress } from '../../shared/validation/evmAddress'
import { ClearSigningError } from './ClearSigningError'

/**
 * Refuses call data with what is wrong (`MALFORMED_CALLDATA`).
 *
 * @param details - What is wrong.
 * @example
 * ```ts
 * if (value > 1n) failCalldata('bool word at 0 is 2')
 * ```
 */
export const failCalldata = (details: string): never => {
  throw new ClearSigningError('MALFORMED_CALLDATA', details)
}

/**
 * The 32-byte word at `at` as an unsigned integer; refused when it is past the end of the data.
 *
 * @param data - The encoded parameters.
 * @param at - Byte offset.
 * @returns The word.
 * @example
 * ```ts
 * abiWord(data, 0) // 5n
 * ```
 */
export const abiWord = (data: Uint8Array, at: number): bigint => {
  if (at < 0 || at + 32 > data.length) failCalldata(`word at ${at} is past the end (${data.length} bytes)`)
  let value = 0n
  for (let i = at; i < at + 32; i += 1) value = (value << 8n) | BigInt(data[i] ?? 0)
  return value
}

/**
 * A word used as an offset or length: a number within the data's length, else refused.
 *
 * @param data - The encoded parameters.
 * @param at - Byte offset of the word.
 * @param what - `offset` or `length`, for the details.
 * @returns The number.
 * @example
 * ```ts
 * const start = boundedWord(data, 0, 'offset')
 * ```
 */
export const boundedWord = (data: Uint8Array, at: number, what: string): number => {
  const value = abiWord(data, at)
  if (value > BigInt(data.length)) failCalldata(`${what} ${value} is past the end (${data.length} bytes)`)
  return Number(value)
}

/**
 * A static value (address, bool, bytesN, uintN, intN) from the word at `at`, refused when the word
 * has bits set past the type's size.
 *
 * @param type - The static ABI type.
 * @param data - The encoded parameters.
 * @param at - Byte offset of the word.
 * @returns An address checksummed, a bool, bytes as hex, an integer as bigint.
 * @example
 * ```ts
 * decodeStaticWord('bool', data, 32) // true
 * ```
 */
export function decodeStaticWord(type: string, data: Uint8Array, at: number): string | bigint | boolean {
  const value = abiWord(data, at)
  if (type === 'address') {
    if (value >> 160n !== 0n) failCalldata(`address word at ${at} has non-zero upper bytes`)
    return toChecksumAddress(`0x${value.toString(16).padStart(40, '0')}`)
  }
  if (type === 'bool') {
    if (value > 1n) failCalldata(`bool word at ${at} is ${value}`)
    return value === 1n
  }
  if (type.startsWith('bytes')) {
    const size = Number(type.slice(5))
    const bytes = data.slice(at, at + 32)
    if (bytes.slice(size).some((b) => b !== 0)) failCalldata(`${type} at ${at} has bytes past its size`)
    return `0x${bytesToHex(bytes.slice(0, size))}`
  }
  const bits = BigInt(type.replace(/^u?int/, '') || '256')
  if (type.startsWith('uint')) {
    if (value >> bits !== 0n) failCalldata(`${type} at ${at} is over ${bits} bits`)
    return value
  }
  const signed = value >= 1n << 255n ? value - (1n << 256n) : value
  if (signed >= 1n << (bits - 1n) || signed < -(1n << (bits - 1n)))
    failCalldata(`${type} at ${at} is out of range`)
  return signed
}
