/**
 * `@latch/i18n/define`: what checks a catalogue against every English key, so it holds the whole
 * English catalogue (the runtime's part and every view's): `defineLocale` for an app's own locale
 * and `englishCatalogue` itself (the reference of the locale checks and of the key map).
 */
export { defineLocale } from '../locale/defineLocale'
export { englishCatalogue } from '../locales/englishCatalogue'
