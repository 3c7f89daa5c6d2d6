// Messages of the errors met while reading a raw RPC request, each defined once. They are the
// `cause` of the {@link RpcNotAllowedError} the caller gets, for the developer.
//
// @example
// ```ts
// throw new TypeError(RPC_REQUEST_MESSAGES.notAnObject)
// ```
//
// One export a message: imported as a namespace (`import * as RPC_REQUEST_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** The request is not an object (its `method` cannot be read). */
export const notAnObject = 'not an object'
