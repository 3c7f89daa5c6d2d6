import { bytesToHex } from '../../shared/bytesToHex'
import { toChecksumAddress } from '../../shared/validation/evmAddress'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'

/**
 * A decoded ABI value: an address (checksummed) or bytes as hex text, a string, an integer as
 * bigint, a bool, or an array of these.
 *
 * @example
 * ```ts
 * const value: AbiValue = 1000n
 * ```
 */
export type AbiValue = string | bigint | boolean | readonly AbiValue[]

const STATIC =
  /^(address|bool|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|bytes([1-9]|[12][0-9]|3[0-2]))$/

/**
 * Whether Latch's decoder reads an ABI type: address, bool, uintN/intN, bytesN, bytes, string,
 * and arrays (`T[]`) of the static ones.
 *
 * @param type - A canonical ABI type, e.g. `uint256[]`.
 * @returns True when {@link decodeAbiParameters} decodes it.
 * @example
 * ```ts
 * isDecodableType('uint256[]') // true
 * isDecodableType('(address,uint256)') // false
 * ```
 */
export function isDecodableType(type: string): boolean {
  return (
    STATIC.test(type) ||
    type === 'bytes' ||
    type === 'string' ||
    (type.endsWith('[]') && STATIC.test(type.slice(0, -2)))
  )
}

const fail = (details: string): never => {
  throw new ClearSigningError('MALFORMED_CALLDATA', details)
}

const word = (data: Uint8Array, at: number): bigint => {
  if (at < 0 || at + 32 > data.length) fail(`word at ${at} is past the end (${data.length} bytes)`)
  let value = 0n
  for (let i = at; i < at + 32; i += 1) value = (value << 8n) | BigInt(data[i] ?? 0)
  return value
}

/** A word used as an offset or length: in range of the data, else refused. */
const bounded = (data: Uint8Array, at: number, what: string): number => {
  const value = word(data, at)
  if (value > BigInt(data.length)) fail(`${what} ${value} is past the end (${data.length} bytes)`)
  return Number(value)
}

function decodeStatic(type: string, data: Uint8Array, at: number): AbiValue {
  const value = word(data, at)
  if (type === 'address') {
    if (value >> 160n !== 0n) fail(`address word at ${at} has non-zero upper bytes`)
    return toChecksumAddress(`0x${value.toString(16).padStart(40, '0')}`)
  }
  if (type === 'bool') {
    if (value > 1n) fail(`bool word at ${at} is ${value}`)
    return value === 1n
  }
  if (type.startsWith('bytes')) {
    const size = Number(type.slice(5))
    const bytes = data.slice(at, at + 32)
    if (bytes.slice(size).some((b) => b !== 0)) fail(`${type} at ${at} has bytes past its size`)
    return `0x${bytesToHex(bytes.slice(0, size))}`
  }
  const bits = BigInt(type.replace(/^u?int/, '') || '256')
  if (type.startsWith('uint')) {
    if (value >> bits !== 0n) fail(`${type} at ${at} is over ${bits} bits`)
    return value
  }
  const signed = value >= 1n << 255n ? value - (1n << 256n) : value
  if (signed >= 1n << (bits - 1n) || signed < -(1n << (bits - 1n))) fail(`${type} at ${at} is out of range`)
  return signed
}

function decodeDynamic(type: string, data: Uint8Array, start: number): AbiValue {
  const length = bounded(data, start, 'length')
  const body = start + 32
  if (type === 'bytes' || type === 'string') {
    if (body + length > data.length) fail(`${type} of ${length} bytes is past the end`)
    const bytes = data.slice(body, body + length)
    if (type === 'bytes') return `0x${bytesToHex(bytes)}`
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return fail('string is not UTF-8')
    }
  }
  if (length > CLEAR_SIGNING_LIMITS.arrayItems)
    fail(`array of ${length} items is over ${CLEAR_SIGNING_LIMITS.arrayItems}`)
  const item = type.slice(0, -2)
  return Array.from({ length }, (_, i) => decodeStatic(item, data, body + i * 32))
}

/**
 * Decodes call data's parameters (the bytes after the 4-byte selector) as the given ABI types,
 * bounded: every offset and length must point inside the data, arrays hold at most
 * {@link CLEAR_SIGNING_LIMITS}.arrayItems items, an address, bool or sized integer with bits set
 * past its size is refused, and data longer than `calldataBytes` is not read.
 *
 * @param types - Canonical ABI types, each {@link isDecodableType}.
 * @param data - The encoded parameters.
 * @returns The values in order, or a {@link ClearSigningError} (`MALFORMED_CALLDATA`).
 * @example
 * ```ts
 * decodeAbiParameters(['uint256'], hexToBytes('0x' + '5'.padStart(64, '0'))) // [5n]
 * ```
 */
export function decodeAbiParameters(
  types: readonly string[],
  data: Uint8Array,
): AbiValue[] | ClearSigningError {
  try {
    if (data.length > CLEAR_SIGNING_LIMITS.calldataBytes)
      fail(`${data.length} bytes is over ${CLEAR_SIGNING_LIMITS.calldataBytes}`)
    if (types.length * 32 > data.length)
      fail(`${types.length} parameters need ${types.length * 32} bytes, got ${data.length}`)
    return types.map((type, i) => {
      if (!isDecodableType(type)) return fail(`type ${type} is not decoded`)
      if (STATIC.test(type)) return decodeStatic(type, data, i * 32)
      return decodeDynamic(type, data, bounded(data, i * 32, 'offset'))
    })
  } catch (error) {
    return error instanceof ClearSigningError
      ? error
      : new ClearSigningError('MALFORMED_CALLDATA', String(error))
  }
}
