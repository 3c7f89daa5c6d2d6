import type { LatchTranslator } from '@latch/core'
import { translatorOf } from '../utils/translatorOf'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The modal's translator: `t(key, params)`, the `Intl` formatters (`formatNumber`,
 * `formatCurrency`, `formatDate`, `formatRelativeTime`), `message(english)` for core's messages,
 * `isolate`, `locale` and `dir`. Re-renders when `latch.setLocale()` switches the language. Inside
 * the modal the strings are always loaded; elsewhere await `latch.i18n.load()` first: before it, the
 * translator the modal's prefetch loaded on an English page may be its plain English, whose
 * formatters throw `STRINGS_NOT_LOADED` until `load()` completes it.
 *
 * @returns The translator of the active locale.
 * @example
 * ```tsx
 * const { t, formatCurrency } = useTranslation()
 * return <p>{t('send.available', { amount: formatCurrency('12.5') })}</p>
 * ```
 */
export function useTranslation(): LatchTranslator {
  useLatchSelector((s) => s.i18n.locale)
  return translatorOf(useLatchInstance())
}
