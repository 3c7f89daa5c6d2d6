// Messages of the errors a sign-in verifier throws for the app's own input (its refusals of a
// signed message are `SIWX_MESSAGES`), for the developer, each defined once.
//
// @example
// ```ts
// throw new ValidationError(VERIFIER_MESSAGES.dataNotWritable, { code: 'INVALID_SIWX_FIELD' })
// ```
//
// One export a message: imported as a namespace (`import * as VERIFIER_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_SIWX_FIELD`: formatting then parsing the data does not give it back. */
export const dataNotWritable = 'The sign-in data cannot be written as a message that reads back the same'
