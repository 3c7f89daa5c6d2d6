import { formatCurrency } from '../format/formatCurrency'
import { formatDate } from '../format/formatDate'
import { formatNumber } from '../format/formatNumber'
import { formatRelativeTime } from '../format/formatRelativeTime'
import { createIntlCache } from '../intl/createIntlCache'
import { isRtlLocale } from '../locale/isRtlLocale'
import { en, type MessageKey, type Messages } from '../locales/en'
import { I18nError } from '../message/I18nError'
import type { ParsedMessage } from '../message/messageAst'
import { parseMessage } from '../message/parseMessage'
import { type MessageParams, renderMessage } from '../message/renderMessage'
import * as TEMPLATE_MESSAGES from '../message/templateMessages'
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
  const { locale, messages = {}, overrides = {}, onError, currency = 'USD' } = options
  const fallback: Partial<Messages> = options.fallback ?? en
  const intl = createIntlCache(locale, options.digits ?? 'latin')
  const fallbackIntl = createIntlCache('en', options.digits ?? 'latin')
  const parsed = new Map<string, ParsedMessage | I18nError>()
  const reported = new Set<string>()

  const report = (error: I18nError, key: string) => {
    const id = `${error.code}:${key}`
    if (reported.has(id)) return
    reported.add(id)
    onError?.(error)
  }
  const parse = (template: string): ParsedMessage | I18nError => {
    let entry = parsed.get(template)
    if (entry === undefined) {
      try {
        entry = parseMessage(template)
      } catch (error) {
        entry = error instanceof I18nError ? error : new I18nError('TEMPLATE_SYNTAX', String(error))
      }
      parsed.set(template, entry)
    }
    return entry
  }
  const asKeyError = (error: I18nError, key: string) =>
    new I18nError(error.code, TEMPLATE_MESSAGES.atKeyOfLocale(key, locale, error.message), {
      key,
      cause: error,
    })

  const t = (key: MessageKey, params: MessageParams = {}): string => {
    const candidates: [string | undefined, boolean][] = [
      [Object.hasOwn(overrides, key) ? overrides[key] : undefined, false],
      [Object.hasOwn(messages, key) ? messages[key] : undefined, false],
      [Object.hasOwn(fallback, key) ? fallback[key] : undefined, true],
    ]
    let last: [ParsedMessage, boolean] | undefined
    for (const [template, isFallback] of candidates) {
      if (typeof template !== 'string') continue
      const message = parse(template)
      if (message instanceof I18nError) {
        report(asKeyError(message, key), key)
        continue
      }
      last = [message, isFallback]
      try {
        return renderMessage(message, params, isFallback ? fallbackIntl : intl)
      } catch (error) {
        report(
          asKeyError(error instanceof I18nError ? error : new I18nError('MISSING_PARAM', String(error)), key),
          key,
        )
      }
    }
    if (last) return renderMessage(last[0], params, last[1] ? fallbackIntl : intl, true)
    report(new I18nError('UNKNOWN_KEY', TEMPLATE_MESSAGES.unknownKey(String(key)), { key }), key)
    return String(key)
  }

  return {
    locale,
    dir: options.dir ?? (isRtlLocale(locale) ? 'rtl' : 'ltr'),
    t,
    formatNumber: (value, formatOptions) => formatNumber(intl, value, formatOptions),
    formatCurrency: (value, code = currency) => formatCurrency(intl, value, code),
    formatDate: (value, dateOptions) => formatDate(intl, value, dateOptions),
    formatRelativeTime: (value, now) => formatRelativeTime(intl, value, now),
  }
}
