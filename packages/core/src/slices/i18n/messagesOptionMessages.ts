// Messages of the `INVALID_MESSAGES` errors `createLatch` throws for a malformed `messages` option,
// for the developer: one per rule, each defined once. Keys shown are cut by the caller.
//
// @example
// ```ts
// throw new ValidationError(MESSAGES_OPTION_MESSAGES.tooDeep(8), { code: 'INVALID_MESSAGES' })
// ```
//
// One export a message: imported as a namespace (`import * as MESSAGES_OPTION_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** A level (the root, or the one at `prefix`) is not an object of strings. */
export const notAnObject = (prefix: string) =>
  `options.messages ${prefix === '' ? '' : `at "${prefix}" `}must be an object of strings by key`

/** Nested deeper than `max` levels. */
export const tooDeep = (max: number) => `options.messages nests deeper than ${max} levels`

/** More than `max` strings. */
export const tooMany = (max: number) => `options.messages holds more than ${max} strings`

/** The string at `key` is longer than `max` characters. */
export const tooLong = (key: string, max: number) =>
  `options.messages "${key}" is longer than ${max} characters`
