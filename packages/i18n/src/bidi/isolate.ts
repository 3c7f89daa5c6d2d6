/** FIRST STRONG ISOLATE: starts an isolate whose direction comes from its own first strong letter. */
const FSI = '\u2068'
/** POP DIRECTIONAL ISOLATE: ends it. */
const PDI = '\u2069'

/**
 * Wraps text in a Unicode bidi isolate (U+2068 FSI … U+2069 PDI) so an address, an amount or a
 * name keeps its own direction inside a sentence of the other direction: in Arabic or Hebrew text,
 * `0xAb…12` and `1,234.50 USDC` stay left to right and do not drag the punctuation around them.
 * Use it on parameters put into translated strings; in JSX prefer `<bdi>` (or `dir="ltr"` on an
 * element that only holds an address or amount), which isolates without adding characters.
 *
 * @param text - The text to isolate.
 * @returns The text between FSI and PDI (empty text stays empty).
 * @example
 * ```ts
 * t('account.connectedWith', { wallet: isolate(walletName) })
 * isolate('0xAb58…9B') // '\u20680xAb58…9B\u2069'
 * ```
 */
export function isolate(text: string): string {
  return text === '' ? text : `${FSI}${text}${PDI}`
}
