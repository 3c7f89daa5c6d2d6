import { lazy } from '../../shared/lazy/lazy'
import type { LocaleSliceParameters } from './createLocaleSlice'
import type { I18nActions, LatchTranslator, LocaleState } from './types'

/**
 * The instance's strings, whose code loads with the views: `load()` (the first open, or the
 * modal's idle prefetch) imports the language slice and the active locale's chunk once; `setLocale`
 * loads only the new locale's chunk and switches when it is there, so the open modal re-renders in
 * place. Nothing loads at import or at `createLatch()`.
 *
 * @param state - The `i18n` slice of the state (`locale`, `dir`, `ready`).
 * @param parameters - The requested locale, overrides and app locales.
 * @returns `load`, `peek` and `setLocale`.
 * @example
 * ```ts
 * const i18n = createI18nFacade(state.i18n, { locale: 'ar', overrides: {}, locales: [], preferred })
 * await i18n.setLocale('ja')
 * ```
 */
export function createI18nFacade(
  state: LocaleState,
  parameters: LocaleSliceParameters,
): I18nActions & { setLocale(code: string): Promise<void> } {
  const slice = lazy(() => import('./createLocaleSlice').then((m) => m.createLocaleSlice(parameters)))
  let current: LatchTranslator | undefined
  let first: Promise<LatchTranslator> | undefined
  let ticket = 0
  const apply = (translator: LatchTranslator) => {
    current = translator
    state.locale = translator.locale
    state.dir = translator.dir
    state.ready = true
  }
  const load = (): Promise<LatchTranslator> => {
    if (current) return Promise.resolve(current)
    first ??= slice
      .load()
      .then((s) => s.initial())
      .then(
        (translator) => {
          // A setLocale that finished first wins.
          if (!current) apply(translator)
          return current ?? translator
        },
        (error: unknown) => {
          first = undefined
          throw error
        },
      )
    return first
  }
  return {
    load,
    peek: () => current,
    async setLocale(code) {
      const mine = ++ticket
      const translator = await (await slice.load()).translatorFor(code)
      // Only the last call switches; a bad code threw above and changed nothing.
      if (mine === ticket) apply(translator)
    },
  }
}
