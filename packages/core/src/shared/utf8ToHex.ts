import { bytesToHex } from './bytesToHex'

/**
 * UTF-8 text as `0x`-prefixed hex: how `personal_sign` carries a plain-text message.
 *
 * @param text - Any text.
 * @returns Hex of its UTF-8 bytes.
 * @example
 * ```ts
 * utf8ToHex('hi') // '0x6869'
 * ```
 */
export function utf8ToHex(text: string): `0x${string}` {
  return `0x${bytesToHex(new TextEncoder().encode(text))}`
}
