import { lazy } from '../../shared/lazy/lazy'
import { createLocaleSlice } from './createLocaleSlice'
import type { I18nActions, LatchI18nOptions, LocaleState } from './types'

/**
 * The instance's strings: `load()` (the first open, or the modal's idle prefetch) builds the
 * language slice and loads the active locale's chunk once (English, the first view's words, comes
 * with the slice); `setLocale` loads only the new locale's chunk and switches when it is there, so
 * the open modal re-renders in place. Nothing loads at import or at `createLatch()`. The slice (it
 * checks the options and holds the translator) is part of the instance's chunk, not a chunk of its
 * own: a click right after the page loaded would fetch it only once that chunk had run, one fetch
 * after the other, before the modal could show a word.
 *
 * @param state - The `i18n` slice of the state (`locale`, `dir`, `ready`).
 * @param options - The `locale`, `messages` and `locales` options of createLatch.
 * @returns `load`, `peek` and `setLocale`.
 * @example
 * ```ts
 * const i18n = createI18nFacade(state.i18n, { locale: 'ar' })
 * await i18n.setLocale('ja')
 * ```
 */
export function createI18nFacade(
  state: LocaleState,
  options: LatchI18nOptions,
): I18nActions & { setLocale(code: string): Promise<void> } {
  const slice = lazy(async () => createLocaleSlice(options, state))
  return {
    load: (loadOptions) => slice.load().then((s) => s.load(loadOptions)),
    peek: () => slice.peek()?.peek(),
    setLocale: (code) => slice.load().then((s) => s.setLocale(code)),
  }
}
