import type { Messages } from '../locales/en'
import { englishCatalogue } from '../locales/englishCatalogue'
import { I18nError } from '../message/I18nError'
import { isRtlLocale } from './isRtlLocale'
import type { LocaleDefinition } from './LocaleDefinition'
import * as LOCALE_MESSAGES from './localeMessages'
import { validateMessages } from './validateMessages'

/**
 * An app's own locale (a language Latch does not ship, or a variant such as `en-GB`), checked at
 * setup: the tag must be a valid BCP 47 tag, every key one of the English catalogue's, every
 * template well formed and reading the same parameters as English. Keys left out fall back to
 * English. The direction defaults to the language's ({@link isRtlLocale}).
 *
 * @param locale - BCP 47 tag, e.g. `sw` or `en-GB`.
 * @param messages - Templates by key (a partial catalogue).
 * @param options - `dir` to force a direction.
 * @returns The definition, for {@link createTranslator}.
 * @throws {I18nError} `INVALID_LOCALE_CODE`, `UNKNOWN_KEY`, `TEMPLATE_SYNTAX` or `PLACEHOLDER_MISMATCH`.
 * @example
 * ```ts
 * const sw = defineLocale('sw', { 'connect.allWallets': 'Pochi Zote' })
 * const t = createTranslator(sw).t
 * ```
 */
export function defineLocale(
  locale: string,
  messages: Partial<Messages>,
  options: { dir?: 'ltr' | 'rtl' } = {},
): LocaleDefinition {
  let canonical: string | undefined
  try {
    canonical =
      typeof locale === 'string' && locale.length <= 64 ? Intl.getCanonicalLocales(locale)[0] : undefined
  } catch {
    canonical = undefined
  }
  if (canonical === undefined)
    throw new I18nError('INVALID_LOCALE_CODE', LOCALE_MESSAGES.invalidTag(String(locale).slice(0, 64)))
  const checked = validateMessages(messages, englishCatalogue, false)
  return Object.freeze({
    locale: canonical,
    dir: options.dir ?? (isRtlLocale(canonical) ? 'rtl' : 'ltr'),
    messages: Object.freeze({ ...checked }),
  })
}
