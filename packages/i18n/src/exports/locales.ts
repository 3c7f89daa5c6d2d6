// `@latch/i18n/locales`: the shipped locales' loaders, out of the runtime's entry, so that a page
// showing English never fetches the map of the other locales' chunks.
export { loadLocale } from '../locale/loadLocale'
