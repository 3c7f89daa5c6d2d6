import { formatCurrency } from '../format/formatCurrency'
import { formatDate } from '../format/formatDate'
import { formatNumber } from '../format/formatNumber'
import { formatRelativeTime } from '../format/formatRelativeTime'
import { createIntlCache } from '../intl/createIntlCache'
import { isRtlLocale } from '../locale/isRtlLocale'
import { parseMessage } from '../message/parseMessage'
import { renderMessage } from '../message/renderMessage'
import type { createLookup } from './createLookup'
import type { Translator, TranslatorOptions } from './Translator'

/**
 * {@link createTranslator} with its `t` made by `lookup` ({@link createLookup}): the ICU parser and
 * renderer, plural rules and `Intl` formats, without the lookup and the English it falls back to,
 * so that code already holding createLookup (the language slice, with the plain English of the
 * first view) loads only this as a chunk of its own (`@latch/i18n/translator`).
 *
 * @param options - As createTranslator's.
 * @param lookup - createLookup.
 * @returns The translator, as createTranslator's.
 * @example
 * ```ts
 * const { t, formatNumber } = createIntlTranslator({ locale: 'de' }, createLookup)
 * formatNumber('1234.5') // '1.234,50'
 * ```
 */
export function createIntlTranslator(options: TranslatorOptions, lookup: typeof createLookup): Translator {
  const { locale, currency = 'USD' } = options
  const intl = createIntlCache(locale, options.digits ?? 'latin')
  const fallbackIntl = createIntlCache('en', options.digits ?? 'latin')
  return {
    locale,
    dir: options.dir ?? (isRtlLocale(locale) ? 'rtl' : 'ltr'),
    t: lookup(options, {
      parse: parseMessage,
      render: (message, params, fallback, lenient) =>
        renderMessage(message, params, fallback ? fallbackIntl : intl, lenient),
    }),
    formatNumber: (value, formatOptions) => formatNumber(intl, value, formatOptions),
    formatCurrency: (value, code = currency) => formatCurrency(intl, value, code),
    formatDate: (value, dateOptions) => formatDate(intl, value, dateOptions),
    formatRelativeTime: (value, now) => formatRelativeTime(intl, value, now),
  }
}
