import type { Messages } from '../locales/en'

/**
 * A locale ready for {@link createTranslator}: its tag, direction and messages. Built-in ones come
 * from {@link loadLocale}, an app's own from {@link defineLocale}; a key it lacks falls back to
 * English.
 *
 * @example
 * ```ts
 * const translator = createTranslator({ ...(await loadLocale('ja')), overrides: { 'connect.allWallets': 'すべて' } })
 * ```
 */
export type LocaleDefinition = {
  /** BCP 47 tag (plural rules and `Intl` formats follow it). */
  readonly locale: string
  /** Writing direction. */
  readonly dir: 'ltr' | 'rtl'
  /** The templates, by key. */
  readonly messages: Partial<Messages>
}
