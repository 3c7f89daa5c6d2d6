import type { LatchTranslator, TranslationKey } from '@latch/core'
import { useTranslation } from './useTranslation'

/**
 * {@link useTranslation} for a lazily loaded view whose English words are not in the runtime's
 * English: the view's module imports its part (`@latch/i18n/views`, `./connecting`, `./permissions`,
 * and `./errors` for the core messages only it shows), so the words arrive with the view's code, and
 * this hands them to the instance's translator before the view reads its first string (no key ever
 * shows raw, and `message` finds the key of such a core message). Kept across `setLocale`; handing
 * the same part again changes nothing.
 *
 * @param english - The view's English parts (its own, and those of the views' components it shows).
 * @returns The translator of the active locale.
 * @example
 * ```tsx
 * const { t } = useViewTranslation(enApproval)
 * return <button type="button">{t('approve.reject')}</button>
 * ```
 */
export function useViewTranslation(
  ...english: readonly Partial<Record<TranslationKey, string>>[]
): LatchTranslator {
  const translator = useTranslation()
  for (const words of english) translator.addEnglish(words)
  return translator
}
