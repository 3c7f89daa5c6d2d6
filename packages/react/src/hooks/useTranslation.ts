import type { LatchTranslator, TranslationKey } from '@latch/core'
import { translatorOf } from '../utils/translatorOf'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The modal's translator: `t(key, params)`, the `Intl` formatters (`formatNumber`,
 * `formatCurrency`, `formatDate`, `formatRelativeTime`), `message(english)` for core's messages,
 * `isolate`, `locale` and `dir`. Re-renders when `latch.setLocale()` switches the language. Inside
 * the modal the strings are always loaded; elsewhere await `latch.i18n.load()` first.
 *
 * A lazily loaded view passes its English words (`@latch/i18n/views`, imported by the view's
 * module, so they arrive with its code): they are handed to the instance's translator before the
 * view reads its first string, so no key ever shows raw.
 *
 * @param english - The view's English words, if they are not in the runtime's English.
 * @returns The translator of the active locale.
 * @example
 * ```tsx
 * const { t } = useTranslation(enApproval)
 * return <button type="button">{t('approve.reject')}</button>
 * ```
 */
export function useTranslation(
  ...english: readonly Partial<Record<TranslationKey, string>>[]
): LatchTranslator {
  useLatchSelector((s) => s.i18n.locale)
  const translator = translatorOf(useLatchInstance())
  for (const words of english) translator.addEnglish(words)
  return translator
}
