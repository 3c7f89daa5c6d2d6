/**
 * Bytes as lowercase hex, two digits a byte, without a `0x` prefix. The one hex encoder of Latch:
 * address checks, wallet parameters, signatures and ids all use it.
 *
 * @param bytes - The bytes.
 * @returns The hex text (`''` for no bytes).
 * @example
 * ```ts
 * bytesToHex(new Uint8Array([0, 255])) // '00ff'
 * ```
 */
export function bytesToHex(bytes: Iterable<number>): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}
