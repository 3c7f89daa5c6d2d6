import { bytesToHex } from '../../shared/bytesToHex'
import { ClearSigningError } from './ClearSigningError'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { boundedWord, decodeStaticWord, failCalldata } from './decodeAbiWord'

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

function decodeDynamic(type: string, data: Uint8Array, start: number): AbiValue {
  const length = boundedWord(data, start, 'length')
  const body = start + 32
  if (type === 'bytes' || type === 'string') {
    if (body + length > data.length) failCalldata(`${type} of ${length} bytes is past the end`)
    const bytes = data.slice(body, body + length)
    if (type === 'bytes') return `0x${bytesToHex(bytes)}`
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return failCalldata('string is not UTF-8')
    }
  }
  if (length > CLEAR_SIGNING_LIMITS.arrayItems)
    failCalldata(`array of ${length} items is over ${CLEAR_SIGNING_LIMITS.arrayItems}`)
  const item = type.slice(0, -2)
  return Array.from({ length }, (_, i) => decodeStaticWord(item, data, body + i * 32))
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
      failCalldata(`${data.length} bytes is over ${CLEAR_SIGNING_LIMITS.calldataBytes}`)
    if (types.length * 32 > data.length)
      failCalldata(`${types.length} parameters need ${types.length * 32} bytes, got ${data.length}`)
    return types.map((type, i) => {
      if (!isDecodableType(type)) return failCalldata(`type ${type} is not decoded`)
      if (STATIC.test(type)) return decodeStaticWord(type, data, i * 32)
      return decodeDynamic(type, data, boundedWord(data, i * 32, 'offset'))
    })
  } catch (error) {
    return error instanceof ClearSigningError
      ? error
      : new ClearSigningError('MALFORMED_CALLDATA', String(error))
  }
}
