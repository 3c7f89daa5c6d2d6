import {
  BUILT_IN_LOCALE_CODES,
  type BuiltInLocaleCode,
  createTranslator,
  en,
  type I18nError,
  isolate,
  keyOfEnglish,
  type LocaleDefinition,
  type MessageKey,
  type MessageOverrides,
  type Messages,
  resolveLocale,
} from '@latch/i18n'
import { flattenMessages } from './flattenMessages'
import { LocaleError } from './LocaleError'
import * as LOCALE_MESSAGES from './localeMessages'
import type { LatchI18nOptions, LatchTranslator, LocaleState } from './types'

/**
 * The language slice (loaded with the views, never in the page's first load): checks the language
 * options, matches the requested locale against the shipped ones and the app's, loads only that
 * locale's chunk, builds its translator with the app's overrides, and applies it to the state.
 *
 * `createLatch` has already refused malformed options (`validateOptions`); what needs the catalogue
 * is checked here, when the strings load: override keys no string has are reported with
 * `console.error` and left out, so the modal still opens.
 *
 * @param options - The `locale`, `messages` and `locales` options of createLatch.
 * @param state - The `i18n` slice of the state, set when a translator is applied.
 * @param onError - Told about a broken template or missing parameter (default: none).
 * @returns `load()` (the option's locale, else the browser's languages, else English; once),
 *   `peek()`, and `setLocale(code)` (matched like the option, `pt` → `pt-BR`; only the last call
 *   switches; a code that is no BCP 47 tag or matches no locale rejects with {@link LocaleError}
 *   and changes nothing).
 * @example
 * ```ts
 * const slice = createLocaleSlice({ locale: 'ar' }, state.i18n)
 * const { t } = await slice.load()
 * ```
 */
export function createLocaleSlice(
  options: LatchI18nOptions,
  state: LocaleState,
  onError?: (error: I18nError) => void,
) {
  const report = (message: string) => console.error(`Latch: ${message}`)
  const locales = Array.isArray(options.locales)
    ? options.locales.filter((l) => typeof l?.locale === 'string' && typeof l.messages === 'object')
    : []
  if (options.locales !== undefined && locales.length !== (options.locales as unknown[]).length)
    report('options.locales must be an array of locales made with defineLocale; the others are left out')
  const own = new Map(locales.map((definition) => [definition.locale, definition]))
  const available = [...new Set([...own.keys(), ...BUILT_IN_LOCALE_CODES])]
  let flat: Record<string, string> = {}
  try {
    flat = flattenMessages(options.messages)
  } catch (error) {
    report((error as Error).message)
  }
  // The runtime carries the first screens' English; a key of a lazily loaded view's words is
  // checked against the whole catalogue, loaded for that check only.
  const notFirst = Object.keys(flat).filter((key) => !Object.hasOwn(en, key))
  if (notFirst.length > 0)
    void import('@latch/i18n/define').then(({ englishCatalogue }) => {
      const unknown = notFirst.filter((key) => !Object.hasOwn(englishCatalogue, key))
      if (unknown.length > 0)
        report(`options.messages has keys no string uses: ${unknown.slice(0, 10).join(', ')}`)
    })
  const overrides = flat as MessageOverrides
  const requested = canonical(options.locale)
  if (options.locale !== undefined && requested === undefined)
    report(`options.locale "${String(options.locale).slice(0, 64)}" is not a BCP 47 locale tag`)
  const preferred = () =>
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
  // This instance's English: the runtime's, and each lazily loaded view's words (and the core
  // messages only such a view shows) as the view hands them over (addEnglish); every translator of
  // the instance falls back to it and `message` finds core's keys in it, so they outlive a switch
  // of locale.
  const english: Partial<Messages> = { ...en }
  // English is the runtime's own; the loaders of the other locales load only to show one of them
  const shipped = (code: BuiltInLocaleCode): Promise<LocaleDefinition> =>
    code === 'en'
      ? Promise.resolve({ locale: 'en', dir: 'ltr', messages: en })
      : import('@latch/i18n/locales').then(({ loadLocale }) => loadLocale(code))
  // Core's messages' English (`enCoreMessages`): `message` finds their keys in it, which it needs
  // only to show another locale's words or the app's own; an English page without them shows core's
  // messages as thrown, so the runtime does not carry it.
  const withCoreKeys = (code: string) =>
    code !== 'en' || own.has(code) || Object.keys(flat).length > 0
      ? import('@latch/i18n/errors').then(({ enCoreMessages }) => {
          Object.assign(english, enCoreMessages)
        })
      : undefined
  const build = async (code: string): Promise<LatchTranslator> => {
    const [definition] = await Promise.all([
      own.get(code) ?? shipped(code as BuiltInLocaleCode),
      withCoreKeys(code),
    ])
    const translator = createTranslator({
      ...definition,
      fallback: english,
      overrides,
      ...(onError ? { onError } : {}),
    })
    return {
      ...translator,
      // core's message's key, found in this instance's English: the runtime's, and the core
      // messages a lazily loaded view handed over with its words (the Send views' errors)
      message: ((text: string | undefined) => {
        const key = text === undefined ? undefined : keyOfEnglish(text, english)
        return key === undefined ? text : translator.t(key)
      }) as LatchTranslator['message'],
      // Inside right-to-left text a value keeps its own direction; left-to-right text needs no isolates.
      isolate: translator.dir === 'rtl' ? isolate : (text) => text,
      hasKey: (key): key is MessageKey => Object.hasOwn(english, key),
      addEnglish: (words) => {
        Object.assign(english, words)
      },
    }
  }
  const translatorFor = (code: unknown): Promise<LatchTranslator> => {
    const tag = canonical(code)
    const shown = String(code).slice(0, 64)
    if (tag === undefined) return Promise.reject(new LocaleError(LOCALE_MESSAGES.invalidTag(shown)))
    const match = resolveLocale(tag, available)
    const language = (t: string) => t.split('-')[0]?.toLowerCase()
    if (match === 'en' && language(tag) !== 'en' && !own.has(tag))
      return Promise.reject(new LocaleError(LOCALE_MESSAGES.noLocale(shown, available)))
    return build(match)
  }
  let current: LatchTranslator | undefined
  let first: Promise<LatchTranslator> | undefined
  let ticket = 0
  const apply = (translator: LatchTranslator) => {
    current = translator
    state.locale = translator.locale
    state.dir = translator.dir
    state.ready = true
  }
  return {
    load(): Promise<LatchTranslator> {
      if (current) return Promise.resolve(current)
      first ??= build(resolveLocale(requested ?? preferred(), available)).then(
        (translator) => {
          // a setLocale that finished first wins
          if (!current) apply(translator)
          return current ?? translator
        },
        (error: unknown) => {
          first = undefined
          throw error
        },
      )
      return first
    },
    peek: () => current,
    async setLocale(code: unknown): Promise<void> {
      const mine = ++ticket
      const translator = await translatorFor(code)
      if (mine === ticket) apply(translator)
    },
  }
}

/** The canonical form of a BCP 47 tag, or `undefined` for anything else. */
function canonical(code: unknown): string | undefined {
  try {
    return typeof code === 'string' && code.length <= 64 ? Intl.getCanonicalLocales(code)[0] : undefined
  } catch {
    return undefined
  }
}
