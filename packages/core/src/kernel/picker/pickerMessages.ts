// Messages of the errors the wallet picker throws, for the developer: not SPEC catalogue messages,
// each defined once.
//
// @example
// ```ts
// throw new ValidationError(PICKER_MESSAGES.noWallet(id), { code: 'INVALID_CONNECTOR' })
// ```
//
// One export a message: imported as a namespace (`import * as PICKER_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_CONNECTOR`: the chosen wallet is not among the picker's. */
export const noWallet = (connectorId: string) => `No wallet "${connectorId}" in the picker`
