/**
 * The tags of the locales shipped with `@latch/i18n`, English first: what a locale request is
 * matched against (see {@link resolveLocale}) without the locales' names or loaders, which load
 * only with a language menu or a locale other than English.
 *
 * @example
 * ```ts
 * resolveLocale('pt', BUILT_IN_LOCALE_CODES) // 'pt-BR'
 * ```
 */
export const BUILT_IN_LOCALE_CODES = [
  'en',
  'ar',
  'he',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'hi',
  'id',
  'vi',
  'th',
  'tr',
  'ru',
  'uk',
  'pl',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
] as const

/**
 * A shipped locale's tag: `en` or one of the lazily loaded locales.
 *
 * @example
 * ```ts
 * const code: BuiltInLocaleCode = 'pt-BR'
 * ```
 */
export type BuiltInLocaleCode = (typeof BUILT_IN_LOCALE_CODES)[number]
