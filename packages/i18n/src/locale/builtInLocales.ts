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

/** A locale translated from English, not yet reviewed by a native speaker. */
function translated(
  code: string,
  name: string,
  englishName: string,
  dir: 'ltr' | 'rtl' = 'ltr',
): BuiltInLocale {
  return { code, name, englishName, dir, review: 'needs native review' }
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
  translated('ar', 'العربية', 'Arabic', 'rtl'),
  translated('he', 'עברית', 'Hebrew', 'rtl'),
  translated('zh-CN', '简体中文', 'Chinese (Simplified)'),
  translated('zh-TW', '繁體中文', 'Chinese (Traditional)'),
  translated('ja', '日本語', 'Japanese'),
  translated('ko', '한국어', 'Korean'),
  translated('hi', 'हिन्दी', 'Hindi'),
  translated('id', 'Bahasa Indonesia', 'Indonesian'),
  translated('vi', 'Tiếng Việt', 'Vietnamese'),
  translated('th', 'ไทย', 'Thai'),
  translated('tr', 'Türkçe', 'Turkish'),
  translated('ru', 'Русский', 'Russian'),
  translated('uk', 'Українська', 'Ukrainian'),
  translated('pl', 'Polski', 'Polish'),
  translated('de', 'Deutsch', 'German'),
  translated('fr', 'Français', 'French'),
  translated('es', 'Español', 'Spanish'),
  translated('pt-BR', 'Português (Brasil)', 'Portuguese (Brazil)'),
  translated('it', 'Italiano', 'Italian'),
  translated('nl', 'Nederlands', 'Dutch'),
]
