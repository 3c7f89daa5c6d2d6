import type { LocaleDefinition, MessageKey, Translator } from '@latch/i18n'

/**
 * A key of the views' strings (`'title.connect'`, `'send.review'`…): `t` takes only these.
 *
 * @example
 * ```ts
 * const key: TranslationKey = 'connect.allWallets'
 * ```
 */
export type TranslationKey = MessageKey

/**
 * The app's own wording for single strings, by key: flat (`{ 'title.connect': 'Log in' }`) or as a
 * deep partial object (`{ title: { connect: 'Log in' } }`), or both mixed. Each replaces that key's
 * string in every locale and must read the same parameters as English's.
 *
 * @example
 * ```ts
 * const messages: LatchMessages = { connect: { allWallets: 'Browse wallets' }, 'title.connect': 'Log in' }
 * ```
 */
export type LatchMessages = { readonly [segment: string]: string | LatchMessages }

/**
 * Language options of `createLatch`.
 *
 * @example
 * ```ts
 * const i18n: LatchI18nOptions = { locale: 'ar', messages: { title: { connect: 'دخول' } } }
 * ```
 */
export type LatchI18nOptions = {
  /**
   * The modal's language, a BCP 47 tag matched against the shipped locales and `locales`
   * (`de-AT` → `de`, `zh-HK` → `zh-TW`). Default: the browser's `navigator.languages`, then English.
   */
  locale?: string
  /** The app's wording for single strings (see {@link LatchMessages}). */
  messages?: LatchMessages
  /** The app's own locales, made with `defineLocale` from `@latch/i18n/define`; they win over a shipped one of the same code. */
  locales?: readonly LocaleDefinition[]
}

/**
 * The modal's language in the state: its locale tag and writing direction (`dir` on the modal
 * root). `ready` turns true once the strings of `locale` are loaded (first open or `setLocale`).
 *
 * @example
 * ```ts
 * const { locale, dir } = latch.getState().i18n
 * ```
 */
export type LocaleState = {
  locale: string
  dir: 'ltr' | 'rtl'
  ready: boolean
}

/**
 * The translator the views use: `@latch/i18n`'s (`t`, `formatNumber`, `formatCurrency`,
 * `formatDate`, `formatRelativeTime`, `locale`, `dir`) plus `message`, which shows one of core's
 * English messages (an error's `shortMessage`, a toast, an alert) in the locale through its key,
 * and `isolate`, which keeps an address, amount or name left to right inside right-to-left text.
 *
 * @example
 * ```ts
 * const tr = await latch.i18n.load()
 * tr.t('connect.allWallets')
 * tr.message(error.shortMessage) // 'User rejected the request.' in the user's language
 * ```
 */
export type LatchTranslator = Translator & {
  /**
   * One of core's English messages in this locale (by its key, found in this instance's English: the
   * runtime's and the parts handed over so far); any other text unchanged.
   */
  message(english: string): string
  message(english: string | undefined): string | undefined
  /** In a right-to-left locale, wraps text in Unicode isolates (U+2068 … U+2069); else returns it unchanged. */
  isolate(text: string): string
  /** Whether a string is a key this instance has English for (the runtime's, and the views' handed over so far). */
  hasKey(key: string): key is TranslationKey
  /**
   * Adds a lazily loaded view's English words (`@latch/i18n/views`, `./connecting`, and the core
   * messages only it shows, `./errors`) to this instance's English, which every locale falls back to
   * and `message` finds core's keys in: the view calls it before it renders its first string.
   * Idempotent; kept across `setLocale`.
   */
  addEnglish(words: Partial<Record<TranslationKey, string>>): void
}

/**
 * The instance's strings: loaded with the views (never at import or at `createLatch()`).
 *
 * @example
 * ```ts
 * const { t } = await latch.i18n.load()
 * ```
 */
export type I18nActions = {
  /**
   * Loads the runtime, English and the active locale's chunk (once) and returns the translator.
   * `{ plain: true }` (what the modal's prefetch asks) loads only what the modal's frame and first
   * view need: on an English page without overrides nor a locale of the app's, a translator of
   * text and `{name}` whose formats throw (`STRINGS_NOT_LOADED`) until `load()` is called without
   * `plain` (the whole translator, the default; the modal does with any view but Connect), which
   * completes the same translator in place.
   */
  load(options?: { plain?: boolean }): Promise<LatchTranslator>
  /** The translator once loaded, else `undefined`. */
  peek(): LatchTranslator | undefined
}
