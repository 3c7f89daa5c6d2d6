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

/**
 * The locales shipped, English first. None besides English was written by a native speaker: each
 * needs a native review before it is called done (see the package README).
 *
 * @example
 * ```ts
 * BUILT_IN_LOCALES.map((l) => l.code) // ['en', 'ar', 'he', ...]
 * ```
 */
export const BUILT_IN_LOCALES: readonly BuiltInLocale[] = [
  { code: 'en', name: 'English', englishName: 'English', dir: 'ltr', review: 'source' },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl', review: 'needs native review' },
  { code: 'he', name: 'עברית', englishName: 'Hebrew', dir: 'rtl', review: 'needs native review' },
  {
    code: 'zh-CN',
    name: '简体中文',
    englishName: 'Chinese (Simplified)',
    dir: 'ltr',
    review: 'needs native review',
  },
  {
    code: 'zh-TW',
    name: '繁體中文',
    englishName: 'Chinese (Traditional)',
    dir: 'ltr',
    review: 'needs native review',
  },
  { code: 'ja', name: '日本語', englishName: 'Japanese', dir: 'ltr', review: 'needs native review' },
  { code: 'ko', name: '한국어', englishName: 'Korean', dir: 'ltr', review: 'needs native review' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', review: 'needs native review' },
  {
    code: 'id',
    name: 'Bahasa Indonesia',
    englishName: 'Indonesian',
    dir: 'ltr',
    review: 'needs native review',
  },
  { code: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr', review: 'needs native review' },
  { code: 'th', name: 'ไทย', englishName: 'Thai', dir: 'ltr', review: 'needs native review' },
  { code: 'tr', name: 'Türkçe', englishName: 'Turkish', dir: 'ltr', review: 'needs native review' },
  { code: 'ru', name: 'Русский', englishName: 'Russian', dir: 'ltr', review: 'needs native review' },
  { code: 'uk', name: 'Українська', englishName: 'Ukrainian', dir: 'ltr', review: 'needs native review' },
  { code: 'pl', name: 'Polski', englishName: 'Polish', dir: 'ltr', review: 'needs native review' },
  { code: 'de', name: 'Deutsch', englishName: 'German', dir: 'ltr', review: 'needs native review' },
  { code: 'fr', name: 'Français', englishName: 'French', dir: 'ltr', review: 'needs native review' },
  { code: 'es', name: 'Español', englishName: 'Spanish', dir: 'ltr', review: 'needs native review' },
  {
    code: 'pt-BR',
    name: 'Português (Brasil)',
    englishName: 'Portuguese (Brazil)',
    dir: 'ltr',
    review: 'needs native review',
  },
  { code: 'it', name: 'Italiano', englishName: 'Italian', dir: 'ltr', review: 'needs native review' },
  { code: 'nl', name: 'Nederlands', englishName: 'Dutch', dir: 'ltr', review: 'needs native review' },
]
