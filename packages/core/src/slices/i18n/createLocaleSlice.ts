import {
  BUILT_IN_LOCALES,
  type BuiltInLocaleCode,
  createTranslator,
  en,
  type I18nError,
  isolate,
  keyOfEnglish,
  type LocaleDefinition,
  loadLocale,
  type MessageOverrides,
  resolveLocale,
} from '@latch/i18n'
import { LocaleError } from '../../shared/errors/errors'
import type { LatchTranslator } from './types'

/**
 * What the strings need from the instance: the requested locale, the app's flat overrides and
 * locales, and where the browser's languages come from.
 */
export type LocaleSliceParameters = {
  locale: string | undefined
  overrides: Readonly<Record<string, string>>
  locales: readonly LocaleDefinition[]
  /** The browser's preferred languages (`navigator.languages`); none on a server. */
  preferred: () => readonly string[]
  onError?: (error: I18nError) => void
}

/**
 * The language slice (loaded with the views, never in the page's first load): matches a requested
 * locale against the shipped ones and the app's, loads only that locale's chunk, and builds its
 * translator with the app's overrides.
 *
 * @param parameters - See {@link LocaleSliceParameters}.
 * @returns `initial()` (the option, else the browser's languages, else English) and `translatorFor(code)`.
 * @example
 * ```ts
 * const slice = createLocaleSlice({ locale: 'ar', overrides: {}, locales: [], preferred: () => [] })
 * const tr = await slice.initial()
 * ```
 */
export function createLocaleSlice(parameters: LocaleSliceParameters) {
  const own = new Map(parameters.locales.map((definition) => [definition.locale, definition]))
  const available = [...new Set([...own.keys(), ...BUILT_IN_LOCALES.map((l) => l.code)])]
  const overrides = parameters.overrides as MessageOverrides
  const unknown = Object.keys(overrides).filter((key) => !Object.hasOwn(en, key))
  if (unknown.length > 0)
    console.warn(`Latch: options.messages has keys no string uses: ${unknown.slice(0, 10).join(', ')}`)
  const build = async (code: string): Promise<LatchTranslator> => {
    const definition = own.get(code) ?? (await loadLocale(code as BuiltInLocaleCode))
    const translator = createTranslator({
      ...definition,
      overrides,
      ...(parameters.onError ? { onError: parameters.onError } : {}),
    })
    return {
      ...translator,
      message: ((english: string | undefined) => {
        const key = english === undefined ? undefined : keyOfEnglish(english)
        return key === undefined ? english : translator.t(key)
      }) as LatchTranslator['message'],
      // Inside right-to-left text a value keeps its own direction; left-to-right text needs no isolates.
      isolate: translator.dir === 'rtl' ? isolate : (text) => text,
      hasKey: (key): key is keyof typeof en => Object.hasOwn(en, key),
    }
  }
  return {
    initial: () => build(resolveLocale(parameters.locale ?? parameters.preferred(), available)),
    /**
     * The translator of `code`, matched like the option (`pt` → `pt-BR`); a code that is no BCP 47
     * tag or matches no locale is refused with {@link LocaleError}.
     */
    translatorFor: (code: unknown) => {
      let canonical: string | undefined
      try {
        canonical =
          typeof code === 'string' && code.length <= 64 ? Intl.getCanonicalLocales(code)[0] : undefined
      } catch {
        canonical = undefined
      }
      const shown = String(code).slice(0, 64)
      if (canonical === undefined)
        return Promise.reject(new LocaleError(`"${shown}" is not a valid BCP 47 locale tag`))
      const match = resolveLocale(canonical, available)
      const language = (tag: string) => tag.split('-')[0]?.toLowerCase()
      if (match === 'en' && language(canonical) !== 'en' && !own.has(canonical))
        return Promise.reject(
          new LocaleError(
            `No locale "${shown}": Latch ships ${available.join(', ')}; add your own with the locales option of createLatch`,
          ),
        )
      return build(match)
    },
  }
}
