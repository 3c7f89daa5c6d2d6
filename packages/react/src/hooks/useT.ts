import type { LatchTranslator } from '@latch/core'
import { useTranslation } from './useTranslation'

/**
 * Only the `t` of {@link useTranslation}.
 *
 * @returns `t(key, params)` of the active locale.
 * @example
 * ```tsx
 * const t = useT()
 * return <button type="button">{t('common.back')}</button>
 * ```
 */
export function useT(): LatchTranslator['t'] {
  return useTranslation().t
}
