import { createIntlTranslator } from './createIntlTranslator'
import { createLookup } from './createLookup'
import type { Translator, TranslatorOptions } from './Translator'

/**
 * A translator for one locale: `t(key, params)` with the app's overrides first, then the locale's
 * string, then the fallback (English); each template parsed once and kept in this translator. A
 * broken template or a missing parameter never reaches the view as an exception: the next string
 * in that order is shown and `onError` is told (once per key and kind). Numbers, currency and
 * dates go through `Intl` in the locale, with Latin digits unless `digits: 'native'`.
 *
 * @param options - Locale, messages, fallback, overrides, error hook, digits, currency.
 * @returns The translator.
 * @example
 * ```ts
 * const { t, dir, formatCurrency } = createTranslator({ ...(await loadLocale('ar')) })
 * t('approve.waiting', { count: 2 }) // 'طلبان آخران في الانتظار'
 * dir // 'rtl'
 * formatCurrency('12.5') // 'US$ 12.50' in Arabic's layout, Latin digits
 * ```
 */
export function createTranslator(options: TranslatorOptions): Translator {
  return createIntlTranslator(options, createLookup)
}
