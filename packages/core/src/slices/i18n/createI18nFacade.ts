import { lazy } from '../../shared/lazy/lazy'
import type { I18nActions, LatchI18nOptions, LocaleState } from './types'

/**
 * The instance's strings, whose code loads with the views: `load()` (the first open, or the
 * modal's idle prefetch) imports the language slice and the active locale's chunk once; `setLocale`
 * loads only the new locale's chunk and switches when it is there, so the open modal re-renders in
 * place. Nothing loads at import or at `createLatch()`; this facade is all of it in the page's first
 * load (the slice checks the options and holds the translator).
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
  const slice = lazy(() => import('./createLocaleSlice').then((m) => m.createLocaleSlice(options, state)))
  return {
    load: (loadOptions) => slice.load().then((s) => s.load(loadOptions)),
    peek: () => slice.peek()?.peek(),
    setLocale: (code) => slice.load().then((s) => s.setLocale(code)),
  }
}
