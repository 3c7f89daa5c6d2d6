// Messages of the {@link I18nError}s about a message template or key (parsing, rendering,
// checking a catalogue, translating), for the developer, each defined once. Values shown are cut
// by the caller where they come from outside.
//
// @example
// ```ts
// throw new I18nError('MISSING_PARAM', TEMPLATE_MESSAGES.missingParam('count'))
// ```
//
// One export a message: imported as a namespace (`import * as TEMPLATE_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `TEMPLATE_SYNTAX`: the parser stopped at `pos`. */
export const malformed = (pos: number, what: string, template: string) =>
  `Malformed message template at offset ${pos}: ${what} in "${template}"`

/** `MISSING_PARAM`. */
export const missingParam = (name: string) => `Missing message parameter "${name}"`

/** `UNKNOWN_KEY`: not a key of the English catalogue. */
export const unknownKey = (key: string) => `Unknown message key "${key}"`

/** `TEMPLATE_SYNTAX`: not a string, or too long. */
export const notAString = (key: string, max: number) =>
  `Message "${key}" must be a string of at most ${max} characters`

/** `PLACEHOLDER_MISMATCH`: the template reads other parameters than the English one. */
export const placeholderMismatch = (key: string, names: readonly string[], expected: readonly string[]) =>
  `Message "${key}" reads {${names.join('}, {')}} but English reads {${expected.join('}, {')}}`

/** An error of the template at `key`, with the error's own message. */
export const atKey = (key: string, message: string) => `Message "${key}": ${message}`

/** An error of the template at `key` of `locale`, with the error's own message. */
export const atKeyOfLocale = (key: string, locale: string, message: string) =>
  `Message "${key}" (${locale}): ${message}`

/** `TEMPLATE_SYNTAX` of the plain translator: a plural, select, number or quote needs `createTranslator`. */
export const notPlain = (template: string) =>
  `Message template "${template}" is more than text and {name}: it needs createTranslator's full runtime`
