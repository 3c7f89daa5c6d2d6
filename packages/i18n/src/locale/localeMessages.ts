/**
 * Messages of the {@link I18nError}s about a locale (its tag, a built-in one, a catalogue's
 * shape), for the developer, each defined once. The tag shown is cut by the caller.
 *
 * @example
 * ```ts
 * throw new I18nError('UNKNOWN_LOCALE', LOCALE_MESSAGES.noBuiltIn('xx'))
 * ```
 */
export const LOCALE_MESSAGES = {
  /** `INVALID_LOCALE_CODE`. */
  invalidTag: (shown: string) => `"${shown}" is not a valid BCP 47 locale tag`,
  /** `UNKNOWN_LOCALE`. */
  noBuiltIn: (shown: string) => `No built-in locale "${shown}"`,
  /** `UNKNOWN_KEY`: the catalogue is not an object. */
  notAnObject: 'Locale messages must be an object of templates by key',
  /** `UNKNOWN_KEY`: a built-in catalogue lacks keys. */
  missingKeys: (missing: readonly string[]) => `Missing message keys: ${missing.join(', ')}`,
} as const
