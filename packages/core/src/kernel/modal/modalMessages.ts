// Messages of the errors `latch.modal.open()` throws on bad parameters, for the developer: not
// SPEC catalogue messages, each defined once.
//
// @example
// ```ts
// throw new ValidationError(MODAL_MESSAGES.unknownView(view), { code: 'INVALID_VIEW' })
// ```
//
// One export a message: imported as a namespace (`import * as MODAL_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_VIEW`. */
export const unknownView = (view: unknown) => `Unknown modal view "${String(view)}"`

/** `INVALID_NAMESPACE`. */
export const noNetworkForNamespace = (namespace: unknown) =>
  `No network configured for namespace "${String(namespace)}"`
