// Messages of the errors the login controller throws on bad input, for the developer: not SPEC
// catalogue messages (those of the login flows are `AUTH_MESSAGES`), each defined once.
//
// @example
// ```ts
// throw new ValidationError(ACCOUNT_TYPE_MESSAGES.unknownType(type), { code: 'INVALID_ACCOUNT_TYPE' })
// ```
//
// One export a message: imported as a namespace (`import * as ACCOUNT_TYPE_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_ACCOUNT_TYPE`. */
export const unknownType = (type: unknown) => `Unknown account type "${String(type)}"`
