/**
 * Byte helpers shared by the Stacks and Bitcoin code: UTF-8, hex and base64 without pulling any
 * chain SDK into the initial bundle.
 *
 * @example
 * ```ts
 * utf8Length('héllo') // 6
 * ```
 */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}

/**
 * Hex (with or without `0x`) to bytes.
 *
 * @param hex - Even-length hex string.
 * @returns The bytes, or `undefined` when the text is not hex.
 * @example
 * ```ts
 * hexToBytesSafe('0a0b') // Uint8Array [10, 11]
 * ```
 */
export function hexToBytesSafe(hex: string): Uint8Array | undefined {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return undefined
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}

/**
 * Bytes to lowercase hex (no prefix).
 *
 * @example
 * ```ts
 * bytesToHexString(new Uint8Array([255])) // 'ff'
 * ```
 */
export function bytesToHexString(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += b.toString(16).padStart(2, '0')
  return out
}

/**
 * Standard base64 to bytes.
 *
 * @returns The bytes, or `undefined` when the text is not base64.
 * @example
 * ```ts
 * base64ToBytes('AQI=') // Uint8Array [1, 2]
 * ```
 */
export function base64ToBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  const binary = atob(text)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

/**
 * Bytes to standard base64.
 *
 * @example
 * ```ts
 * bytesToBase64(new Uint8Array([1, 2])) // 'AQI='
 * ```
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}
