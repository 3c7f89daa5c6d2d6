/** Languages (and scripts) written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'ku-arab'])
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg'])

/**
 * True when a locale is written right to left: Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi,
 * Uyghur, Yiddish, Dhivehi, Sorani Kurdish, or any tag with a right-to-left script subtag
 * (`az-Arab`, `pa-Arab`). Case and `_` separators are tolerated.
 *
 * @param code - A BCP 47 tag, e.g. `ar`, `he-IL`, `fa-IR`.
 * @returns True for a right-to-left locale.
 * @example
 * ```ts
 * isRtlLocale('ar-EG') // true
 * isRtlLocale('en') // false
 * ```
 */
export function isRtlLocale(code: string): boolean {
  const subtags = code.toLowerCase().replaceAll('_', '-').split('-')
  const language = subtags[0] ?? ''
  if (RTL_SCRIPTS.has(subtags[1] ?? '')) return true
  if (subtags[1] === 'latn' || subtags[1] === 'cyrl') return false
  return RTL_LANGUAGES.has(language)
}
