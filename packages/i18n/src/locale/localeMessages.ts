// Messages of the {@link I18nError}s about a locale (its tag, a built-in one, a catalogue's
// shape), for the developer, each defined once. The tag shown is cut by the caller.
//
// @example
// ```ts
// throw new I18nError('UNKNOWN_LOCALE', LOCALE_MESSAGES.noBuiltIn('xx'))
// ```
//
// One export a message: imported as a namespace (`import * as LOCALE_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_LOCALE_CODE`. */
export const invalidTag = (shown: string) => `"${shown}" is not a valid BCP 47 locale tag`

/** `UNKNOWN_LOCALE`. */
export const noBuiltIn = (shown: string) => `No built-in locale "${shown}"`

/** `UNKNOWN_KEY`: the catalogue is not an object. */
export const notAnObject = 'Locale messages must be an object of templates by key'

/** `UNKNOWN_KEY`: a built-in catalogue lacks keys. */
export const missingKeys = (missing: readonly string[]) => `Missing message keys: ${missing.join(', ')}`
