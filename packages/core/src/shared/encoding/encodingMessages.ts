// Messages of the errors the encoding helpers throw, for the developer: not SPEC catalogue
// messages, each defined once.
//
// @example
// ```ts
// throw new ValidationError(ENCODING_MESSAGES.invalidBase58, { code: 'INVALID_BASE58' })
// ```
//
// One export a message: imported as a namespace (`import * as ENCODING_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_BASE58`. */
export const invalidBase58 = 'Invalid base58 string'
