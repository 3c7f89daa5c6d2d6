import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'

/**
 * Reads a Solana compact-u16 ("shortvec") length: 1 to 3 bytes, 7 bits each, low bits first.
 *
 * @param bytes - The buffer.
 * @param offset - Where the length starts.
 * @returns The value and the offset just after it.
 * @throws {KeyError} `INVALID_PARAMS` when the encoding is truncated, non-minimal or above 0xffff.
 * @example
 * ```ts
 * readShortVec(Uint8Array.of(0x80, 0x01), 0) // { value: 128, next: 2 }
 * ```
 */
export function readShortVec(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw invalid('truncated length')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) {
      if (i > 0 && byte === 0) throw invalid('non-minimal length')
      if (value > 0xffff) throw invalid('length above 0xffff')
      return { value, next: offset + i + 1 }
    }
  }
  throw invalid('length longer than three bytes')
}

function invalid(details: string): KeyError {
  return new KeyError(KEY_ERROR_MESSAGES.invalidTransaction, { code: 'INVALID_PARAMS', details })
}
