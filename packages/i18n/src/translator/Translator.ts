import type { FormatNumberOptions } from '../format/formatNumber'
import type { DigitsPolicy } from '../intl/createIntlCache'
import type { MessageKey, Messages } from '../locales/en'
import type { I18nError } from '../message/I18nError'
import type { MessageParams } from '../message/renderMessage'

/**
 * The app's replacements for single strings, by key (for every locale the translator shows):
 * `{ 'connect.allWallets': 'Browse wallets' }`. Each is a template like the catalogue's and must
 * read the same parameters; a malformed one is reported through `onError` and the catalogue's
 * string is shown instead.
 *
 * @example
 * ```ts
 * const overrides: MessageOverrides = { 'title.connect': 'Log in' }
 * ```
 */
export type MessageOverrides = Partial<Record<MessageKey, string>>

/**
 * Options of {@link createTranslator}.
 *
 * @example
 * ```ts
 * const options: TranslatorOptions = { ...(await loadLocale('de')), overrides: { 'title.connect': 'Anmelden' } }
 * ```
 */
export type TranslatorOptions = {
  /** BCP 47 tag: plural rules and `Intl` formats follow it. */
  locale: string
  /** The locale's templates (missing keys fall back to `fallback`). Default: none (all `fallback`). */
  messages?: Partial<Messages>
  /** Writing direction; default from {@link isRtlLocale}. */
  dir?: 'ltr' | 'rtl'
  /**
   * The catalogue used for a missing or broken string, read at each call (a view's English added
   * to it later is found). Default: the runtime's English (`en`).
   */
  fallback?: Partial<Messages>
  /** The app's replacements by key. */
  overrides?: MessageOverrides
  /**
   * Told about a broken template, a missing parameter or an unknown key (once per key and kind);
   * the view shows the fallback meanwhile and never sees an exception.
   */
  onError?: (error: I18nError) => void
  /** Latin digits (default) or the locale's own. */
  digits?: DigitsPolicy
  /** Currency of {@link Translator.formatCurrency}; default `USD`. */
  currency?: string
}

/**
 * The strings and formats of one locale (see {@link createTranslator}).
 *
 * @example
 * ```ts
 * translator.t('allWallets.count', { count: 2 }) // '2 wallets'
 * ```
 */
export type Translator = {
  /** The locale's tag. */
  readonly locale: string
  /** Its writing direction, for the modal's `dir` attribute. */
  readonly dir: 'ltr' | 'rtl'
  /** The string of a key with its parameters; never throws. */
  t(key: MessageKey, params?: MessageParams): string
  /** A number, 2 decimals by default (SPEC §9), a non-zero one never as zero; decimal strings and bigints exactly. */
  formatNumber(value: number | bigint | string, options?: FormatNumberOptions): string
  /** A fiat amount (USD unless the `currency` option or argument says otherwise). */
  formatCurrency(value: number | bigint | string, currency?: string): string
  /** A date and time. */
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string
  /** "5 minutes ago", "in 2 hours". */
  formatRelativeTime(value: Date | number, now?: number): string
}
