/** Standard base64 (RFC 4648 §4, padded), the encoding of wire transactions in Solana wallet requests. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Encodes bytes as padded base64 (a wire transaction in a `solana_signTransaction` request).
 *
 * @param bytes - The bytes.
 * @returns Their base64 text.
 * @example
 * ```ts
 * encodeBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 * ```
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Decodes padded base64 read from an untrusted answer: anything else, or text longer than
 * `maxChars`, is `undefined` (checked before any decoding work).
 *
 * @param text - The untrusted value.
 * @param maxChars - Longest text read.
 * @returns The bytes, or undefined.
 * @example
 * ```ts
 * decodeBase64('AQID', 100) // Uint8Array [1, 2, 3]
 * decodeBase64('not base64', 100) // undefined
 * ```
 */
export function decodeBase64(text: unknown, maxChars: number): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length > maxChars || !BASE64.test(text)) return undefined
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
