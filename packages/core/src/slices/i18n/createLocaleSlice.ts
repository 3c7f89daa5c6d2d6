import {
  type BuiltInLocaleCode,
  en,
  type I18nError,
  isolate,
  keyOfEnglish,
  type LocaleDefinition,
  type MessageKey,
  type MessageOverrides,
  type Messages,
  type Translator,
  type TranslatorOptions,
} from '@latch/i18n'
import { createLookup, plainEngine } from '@latch/i18n/plain'
import { ValidationError } from '../../shared/errors/errors'
import { canonicalTag } from './canonicalTag'
import { isEnglishFirst } from './isEnglishFirst'
import * as LOCALE_MESSAGES from './localeMessages'
import type { I18nActions, LatchI18nOptions, LatchTranslator, LocaleState } from './types'

type CreateTranslator = (options: TranslatorOptions) => Translator

/**
 * The language slice (loaded with the views, never in the page's first load): checks the language
 * options, matches the requested locale against the shipped ones and the app's, loads only that
 * locale's chunk, builds its translator with the app's overrides, and applies it to the state.
 *
 * `createLatch` has already refused malformed options (`validateOptions`); what needs the catalogue
 * is checked here, when the strings load: override keys no string has are reported with
 * `console.error` and left out, so the modal still opens.
 *
 * What loads is what the page shows: the locale matching only when the request may be other than
 * English (or at `setLocale`), the overrides' check only with the `messages` option, and
 * createTranslator (`@latch/i18n/translator`: the ICU parser, plural rules, `Intl` formats) with every
 * translator but the one `load({ plain: true })` builds for plain English (no overrides, no locale
 * of the app's), which reads text and `{name}` only (`plainEngine`) until `load()` is called
 * without `plain` (the modal does with any view but Connect) and completes it in place.
 *
 * @param options - The `locale`, `messages` and `locales` options of createLatch.
 * @param state - The `i18n` slice of the state, set when a translator is applied.
 * @param onError - Told about a broken template or missing parameter (default: none).
 * @returns `load(options)` (the option's locale, else the browser's languages, else English; once),
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
  const ownCodes = [...own.keys()]
  const messages = options.messages
  // checked once, when the strings first load
  let overrides: Promise<MessageOverrides> | undefined
  const readOverrides = () =>
    (overrides ??=
      messages === undefined
        ? Promise.resolve({})
        : import('./readOverrides').then((m) => m.readOverrides(messages, report)))
  const requested = canonicalTag(options.locale)
  if (options.locale !== undefined && requested === undefined)
    report(`options.locale "${String(options.locale).slice(0, 64)}" is not a BCP 47 locale tag`)
  const preferred = () =>
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
  const match = (code: unknown, strict?: boolean): Promise<string> =>
    import('./matchLocale').then((m) => m.matchLocale(code, ownCodes, strict))
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
  // createTranslator (its ICU engine and formats loaded, the lookup this chunk's), once loaded
  let full: CreateTranslator | undefined
  const loadFull = (): Promise<CreateTranslator> =>
    full
      ? Promise.resolve(full)
      : import('@latch/i18n/translator').then(
          ({ createIntlTranslator }) => (full ??= (o) => createIntlTranslator(o, createLookup)),
        )
  // how each translator of plain English becomes createTranslator's (in place: the views hold it)
  const completers = new WeakMap<LatchTranslator, (create: CreateTranslator) => void>()
  const build = async (code: string, plain = false): Promise<LatchTranslator> => {
    const flat = await readOverrides()
    // Core's messages' English (`enCoreMessages`): `message` finds their keys in it, which it needs
    // only to show another locale's words or the app's own; an English page without them shows
    // core's messages as thrown, so the runtime does not carry it.
    const plainEnglish = code === 'en' && !own.has(code) && Object.keys(flat).length === 0
    const [definition, create] = await Promise.all([
      own.get(code) ?? shipped(code as BuiltInLocaleCode),
      plain && plainEnglish ? full : loadFull(),
      plainEnglish
        ? undefined
        : import('@latch/i18n/errors').then(({ enCoreMessages }) => {
            Object.assign(english, enCoreMessages)
          }),
    ])
    const translatorOptions: TranslatorOptions = {
      ...definition,
      fallback: english,
      overrides: flat,
      ...(onError ? { onError } : {}),
    }
    const notLoaded = (): never => {
      throw new ValidationError(LOCALE_MESSAGES.formatsNotLoaded, { code: 'STRINGS_NOT_LOADED' })
    }
    const self: LatchTranslator = {
      locale: definition.locale,
      dir: 'ltr',
      t: createLookup(translatorOptions, plainEngine),
      formatNumber: notLoaded,
      formatCurrency: notLoaded,
      formatDate: notLoaded,
      formatRelativeTime: notLoaded,
      // core's message's key, found in this instance's English: the runtime's, and the core
      // messages a lazily loaded view handed over with its words (the Send views' errors)
      message: ((text: string | undefined) => {
        const key = text === undefined ? undefined : keyOfEnglish(text, english)
        return key === undefined ? text : self.t(key)
      }) as LatchTranslator['message'],
      isolate: (text) => text,
      hasKey: (key): key is MessageKey => Object.hasOwn(english, key),
      addEnglish: (words) => {
        Object.assign(english, words)
      },
    }
    const complete = (createTranslator: CreateTranslator) => {
      completers.delete(self)
      // its t, locale, dir and formats; inside right-to-left text a value keeps its own direction
      // (left-to-right text needs no isolates)
      const translator = createTranslator(translatorOptions)
      Object.assign(self, translator, translator.dir === 'rtl' ? { isolate } : {})
    }
    if (create) complete(create)
    else completers.set(self, complete)
    return self
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
  // what load() without `plain` promises: createTranslator's t and formats
  const whole = (translator: LatchTranslator): Promise<LatchTranslator> =>
    completers.has(translator)
      ? loadFull().then((create) => {
          completers.get(translator)?.(create)
          return translator
        })
      : Promise.resolve(translator)
  return {
    load(loadOptions: Parameters<I18nActions['load']>[0] = {}): Promise<LatchTranslator> {
      if (current) return loadOptions.plain ? Promise.resolve(current) : whole(current)
      const tags = requested === undefined ? preferred() : [requested]
      first ??= (own.size === 0 && isEnglishFirst(tags) ? Promise.resolve('en') : match(tags))
        .then((code) => build(code, loadOptions.plain))
        .then(
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
      return loadOptions.plain ? first : first.then(whole)
    },
    peek: () => current,
    async setLocale(code: unknown): Promise<void> {
      const mine = ++ticket
      const translator = await build(await match(code, true))
      if (mine === ticket) apply(translator)
    },
  }
}
