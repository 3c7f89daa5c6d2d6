import { BUILT_IN_LOCALE_CODES, type BuiltInLocaleCode } from './builtInLocaleCodes'
import { isRtlLocale } from './isRtlLocale'

/**
 * One locale shipped with `@latch/i18n`.
 *
 * @example
 * ```ts
 * const info: BuiltInLocale = { code: 'ja', name: '日本語', englishName: 'Japanese', dir: 'ltr', review: 'needs native review' }
 * ```
 */
export type BuiltInLocale = {
  /** BCP 47 tag, the key of {@link loadLocale}. */
  code: string
  /** The language's own name (for a language menu). */
  name: string
  /** English name. */
  englishName: string
  /** Writing direction. */
  dir: 'ltr' | 'rtl'
  /** Who wrote it: none was written or reviewed by a native speaker yet. */
  review: 'source' | 'needs native review'
}

/** Each shipped locale's own name and English name (English first, then as the codes list them). */
const NAMES: Record<BuiltInLocaleCode, readonly [name: string, englishName: string]> = {
  en: ['English', 'English'],
  ar: ['العربية', 'Arabic'],
  he: ['עברית', 'Hebrew'],
  'zh-CN': ['简体中文', 'Chinese (Simplified)'],
  'zh-TW': ['繁體中文', 'Chinese (Traditional)'],
  ja: ['日本語', 'Japanese'],
  ko: ['한국어', 'Korean'],
  hi: ['हिन्दी', 'Hindi'],
  id: ['Bahasa Indonesia', 'Indonesian'],
  vi: ['Tiếng Việt', 'Vietnamese'],
  th: ['ไทย', 'Thai'],
  tr: ['Türkçe', 'Turkish'],
  ru: ['Русский', 'Russian'],
  uk: ['Українська', 'Ukrainian'],
  pl: ['Polski', 'Polish'],
  de: ['Deutsch', 'German'],
  fr: ['Français', 'French'],
  es: ['Español', 'Spanish'],
  'pt-BR': ['Português (Brasil)', 'Portuguese (Brazil)'],
  it: ['Italiano', 'Italian'],
  nl: ['Nederlands', 'Dutch'],
}

/**
 * The locales shipped, English first (the order of {@link BUILT_IN_LOCALE_CODES}). None besides
 * English was written by a native speaker: each needs a native review before it is called done
 * (see the package README).
 *
 * @example
 * ```ts
 * BUILT_IN_LOCALES.map((l) => l.code) // ['en', 'ar', 'he', ...]
 * ```
 */
export const BUILT_IN_LOCALES: readonly BuiltInLocale[] = BUILT_IN_LOCALE_CODES.map((code) => {
  const [name, englishName] = NAMES[code]
  return {
    code,
    name,
    englishName,
    dir: isRtlLocale(code) ? 'rtl' : 'ltr',
    review: code === 'en' ? 'source' : 'needs native review',
  }
})
