import { describeUntrusted } from '@latch/core/kit'

/**
 * The messages of the errors `@latch/stacks/connect` (the `@stacks/connect`-style `request`)
 * throws itself, defined once. They load with that subpath only. Values from outside Latch are
 * cut with `describeUntrusted`.
 *
 * @example
 * ```ts
 * STACKS_CONNECT_MESSAGES.unknownMethod('stx_foo') // 'Unknown method "stx_foo"'
 * ```
 */
export const STACKS_CONNECT_MESSAGES = Object.freeze({
  /** JSON-RPC -32601: a method `@stacks/connect` 8 does not have. */
  unknownMethod: (method: unknown) => `Unknown method "${describeUntrusted(method, 80)}"`,
  /** JSON-RPC -32601: a `@stacks/connect` method Latch's wallet methods have no counterpart for. */
  methodNotRouted: (method: string) => `${method} is not available through Latch's connection`,
  /** Code `NO_ADAPTER`: the Latch instance has no Stacks/Bitcoin adapter. */
  noAdapter: 'Latch has no Stacks or Bitcoin adapter',
  /** Code `NOT_CONNECTED`: no Stacks or Bitcoin wallet is connected through Latch. */
  notConnected: 'No Stacks or Bitcoin wallet is connected through Latch',
  /** Code `INVALID_OPTIONS`: `request({ provider }, …)` names another wallet than the connected one. */
  foreignProvider: "The provider option is not the connected wallet's provider",
  /** Code `INVALID_PARAMS`: the parameters are not an object. */
  paramsNotObject: (method: string) => `${method} takes an object of parameters`,
  /** Code `INVALID_PARAMS`: a field of the wrong shape; `field` names it. */
  invalidField: (method: string, field: string) => `${method}: invalid ${field}`,
  /** Code `WRONG_NETWORK`: the request's `network` is not the connection's. */
  networkMismatch: (requested: unknown, active: string) =>
    `The request is for ${describeUntrusted(requested, 20)}, the connection is on ${active}`,
  /** Code `INVALID_PARAMS`: `address` is not the connected account. */
  addressMismatch: 'The address is not the connected account',
  /** Wallet answer: a result that is not the method's shape. */
  invalidWalletResult: (method: string) => `The wallet answered ${method} with an unreadable result`,
})
