/**
 * Byte helpers shared by the Stacks and Bitcoin code: UTF-8 and base64 (hex is core's `bytesToHex`/`hexToBytes`) without pulling any
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
