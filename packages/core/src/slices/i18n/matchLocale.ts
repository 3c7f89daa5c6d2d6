import { BUILT_IN_LOCALE_CODES, resolveLocale } from '@latch/i18n'
import { canonicalTag } from './canonicalTag'
import { LocaleError } from './LocaleError'
import * as LOCALE_MESSAGES from './localeMessages'

/**
 * The locale to show for a request (the option's tag, the browser's languages, or a `setLocale`
 * code), matched against the app's locales and the shipped ones (`de-AT` → `de`, `pt` → `pt-BR`).
 * Loaded with the language slice only when the request may be other than English, and with
 * `setLocale`.
 *
 * @param requested - The tags in preference order; with `strict`, one code of `setLocale`.
 * @param own - The codes of the app's own locales.
 * @param strict - `setLocale`'s rule: a code that is no BCP 47 tag or matches no locale rejects.
 * @returns One of the available codes (`en` when nothing matches, unless `strict`).
 * @throws {LocaleError} with `strict`, for a code that is no tag or matches no locale.
 * @example
 * ```ts
 * matchLocale(['fr-CA', 'en'], []) // 'fr'
 * matchLocale('xx', [], true) // throws LocaleError
 * ```
 */
export function matchLocale(requested: unknown, own: readonly string[], strict = false): string {
  const available = [...new Set([...own, ...BUILT_IN_LOCALE_CODES])]
  if (!strict) return resolveLocale(requested as string | readonly string[], available)
  const tag = canonicalTag(requested)
  const shown = String(requested).slice(0, 64)
  if (tag === undefined) throw new LocaleError(LOCALE_MESSAGES.invalidTag(shown))
  const match = resolveLocale(tag, available)
  if (match === 'en' && tag.split('-')[0]?.toLowerCase() !== 'en' && !own.includes(tag))
    throw new LocaleError(LOCALE_MESSAGES.noLocale(shown, available))
  return match
}
