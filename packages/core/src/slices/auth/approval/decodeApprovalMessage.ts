import { fromBase58 } from '../../../shared/encoding/base58'
import { hexToBytes } from '../../../shared/hexToBytes'

const utf8 = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** Text a person can read: no control characters but tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const printable = (text: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0080-\u009F]/.test(text)

const asText = (bytes: Uint8Array): string | undefined => {
  const text = utf8(bytes)
  return text !== undefined && printable(text) ? text : undefined
}

/**
 * A `personal_sign` message as the approval view shows it: the text its hex bytes spell when they
 * are printable UTF-8, else the hex as given (a message that is not hex is text already).
 *
 * @param hex - The request's message.
 * @returns The message and its encoding, or `undefined` when it is not a string.
 * @example
 * ```ts
 * hexMessage('0x6869') // { message: 'hi', encoding: 'text' }
 * ```
 */
export const hexMessage = (hex: unknown): { message: string; encoding: 'text' | 'hex' } | undefined => {
  if (typeof hex !== 'string') return undefined
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return { message: hex, encoding: 'text' }
  const bytes = hexToBytes(hex)
  const text = bytes ? asText(bytes) : undefined
  return text === undefined ? { message: hex, encoding: 'hex' } : { message: text, encoding: 'text' }
}

/**
 * A `solana_signMessage` message as the approval view shows it: the text its base58 bytes spell
 * when they are printable UTF-8, else the base58 as given.
 *
 * @param encoded - The request's base58 message.
 * @returns The message and its encoding, or `undefined` when it is not a string.
 * @example
 * ```ts
 * base58Message('8wr') // { message: 'hi', encoding: 'text' }
 * ```
 */
export const base58Message = (
  encoded: unknown,
): { message: string; encoding: 'text' | 'base58' } | undefined => {
  if (typeof encoded !== 'string') return undefined
  try {
    const text = asText(fromBase58(encoded))
    return text === undefined ? { message: encoded, encoding: 'base58' } : { message: text, encoding: 'text' }
  } catch {
    return { message: encoded, encoding: 'base58' }
  }
}
