/**
 * The canonical form of a BCP 47 tag (`Intl.getCanonicalLocales`), or `undefined` for anything else
 * (not a string, longer than 64 characters, not a tag).
 *
 * @param code - What the app or the browser gave.
 * @returns The canonical tag, or `undefined`.
 * @example
 * ```ts
 * canonicalTag('EN-us') // 'en-US'
 * canonicalTag('xx_YY') // undefined
 * ```
 */
export function canonicalTag(code: unknown): string | undefined {
  try {
    return typeof code === 'string' && code.length <= 64 ? Intl.getCanonicalLocales(code)[0] : undefined
  } catch {
    return undefined
  }
}
