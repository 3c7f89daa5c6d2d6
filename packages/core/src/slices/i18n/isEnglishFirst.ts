import { canonicalTag } from './canonicalTag'

/**
 * Whether the locale matching (`resolveLocale` against the shipped codes, no locale of the app's)
 * surely picks English for these tags, told without its code: nothing is asked, or the first tag is
 * a valid tag of the English language (`en`, `en-US`, `en_GB`), which the matching takes first.
 * `false` means "ask the matching", not "not English".
 *
 * @param tags - The requested tags in preference order (the option's, or the browser's).
 * @returns `true` when the match is `en`.
 * @example
 * ```ts
 * isEnglishFirst(['en-US', 'de']) // true
 * isEnglishFirst(['de', 'en']) // false
 * ```
 */
export function isEnglishFirst(tags: readonly unknown[]): boolean {
  if (tags.length === 0) return true
  const tag = tags[0]
  return (
    typeof tag === 'string' &&
    tag.length > 0 &&
    tag.length <= 64 &&
    canonicalTag(tag.trim().replaceAll('_', '-'))?.split('-')[0]?.toLowerCase() === 'en'
  )
}
