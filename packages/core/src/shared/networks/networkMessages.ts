// Messages of the errors the network helpers throw (CAIP ids, the hosted RPC), for the developer:
// not SPEC catalogue messages, each defined once.
//
// @example
// ```ts
// throw new ValidationError(NETWORK_MESSAGES.invalidCaipNetwork(id), { code: 'INVALID_CAIP_NETWORK' })
// ```
//
// One export a message: imported as a namespace (`import * as NETWORK_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws. A message
// only code loaded after the page throws lives apart (caipAddressMessages.ts): the page's entry
// reads this module, and a bundler puts such a module whole into the entry.

/** `INVALID_CAIP_NETWORK`. */
export const invalidCaipNetwork = (id: string) => `Invalid CAIP-2 network id "${id}"`

/** `INVALID_RPC_URL`. */
export const invalidRpcUrl = 'options.rpcUrl must be an https URL'

/** `NO_RPC_URL`. */
export const noRpcUrl = (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`
