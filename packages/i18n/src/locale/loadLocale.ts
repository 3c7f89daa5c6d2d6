import { en } from '../locales/en'
import { I18nError } from '../message/I18nError'
import type { BuiltInLocaleCode } from './builtInLocaleCodes'
import { isRtlLocale } from './isRtlLocale'
import type { LocaleDefinition } from './LocaleDefinition'
import { LOCALE_LOADERS } from './localeLoaders'
import * as LOCALE_MESSAGES from './localeMessages'

/**
 * Loads one shipped locale: English at once, any other from its own chunk (only the one asked for
 * is fetched). Pair it with {@link resolveLocale} to pick the code.
 *
 * @param code - A shipped locale's tag ({@link BUILT_IN_LOCALES}), exactly.
 * @returns The locale's definition, for {@link createTranslator}.
 * @throws {I18nError} `UNKNOWN_LOCALE` (as a rejection) for any other tag.
 * @example
 * ```ts
 * const locale = resolveLocale(navigator.languages, BUILT_IN_LOCALES.map((l) => l.code))
 * const translator = createTranslator(await loadLocale(locale as BuiltInLocaleCode))
 * ```
 */
export async function loadLocale(code: BuiltInLocaleCode): Promise<LocaleDefinition> {
  const dir = isRtlLocale(code) ? 'rtl' : 'ltr'
  if (code === 'en') return { locale: 'en', dir, messages: en }
  const load = Object.hasOwn(LOCALE_LOADERS, code)
    ? (LOCALE_LOADERS as Record<string, () => Promise<LocaleDefinition['messages']>>)[code]
    : undefined
  if (!load) throw new I18nError('UNKNOWN_LOCALE', LOCALE_MESSAGES.noBuiltIn(String(code).slice(0, 64)))
  return { locale: code, dir, messages: await load() }
}
