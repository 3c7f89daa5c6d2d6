// Messages of the errors the multi-wallet actions throw on bad input, for the developer: not SPEC
// catalogue messages, each defined once. The id or address shown is cut by the caller.
//
// @example
// ```ts
// throw new ValidationError(MULTI_WALLET_MESSAGES.noConnection(id), { code: 'CONNECTION_NOT_FOUND' })
// ```
//
// One export a message: imported as a namespace (`import * as MULTI_WALLET_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `CONNECTION_NOT_FOUND`. */
export const noConnection = (id: string) => `No live connection "${id}"`

/** `ACCOUNT_NOT_FOUND`. */
export const noAccount = (address: string) => `The connection holds no account "${address}"`
