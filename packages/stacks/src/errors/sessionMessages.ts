import { ALERTS } from '@latch/core/kit'

/**
 * The messages of the errors the Stacks adapters, their wallet session and their data readers
 * throw, defined once. They load with the adapter's initial entry, so the request, validation and
 * sign-in messages are kept apart (`STACKS_REQUEST_MESSAGES`, `STACKS_VALIDATION_MESSAGES`,
 * `STACKS_SIWX_MESSAGES`, `BIP322_MESSAGES`) and load with their code.
 *
 * @example
 * ```ts
 * STACKS_SESSION_MESSAGES.notConnected('LeatherProvider') // 'Wallet "LeatherProvider" is not connected'
 * ```
 */
export const STACKS_SESSION_MESSAGES = Object.freeze({
  /** Code `NOT_CONNECTED`: the named wallet (or, naming none, any wallet) is not connected. */
  notConnected: (walletId: string | undefined) =>
    `${walletId ? `Wallet "${walletId}" is not` : 'No Stacks or Bitcoin wallet is'} connected`,
  /** Code `WALLET_REQUIRED`: a request names no wallet while several are connected. */
  walletRequired: (method: string) => `Several wallets are connected: name one for ${method}`,
  /** Code `INVALID_OPTIONS`: the `siwx` option is another namespace's verifier. */
  siwxNotStacks: 'The Stacks sign-in verifier must be for the stacks namespace',
  /** Code `UNKNOWN_NETWORK`: the network to switch to is not among the adapter's. */
  networkNotConfigured: (caipNetworkId: string) => `Network ${caipNetworkId} is not configured`,
  /** Codes `NETWORK`, `INVALID_RESPONSE`: the data API did not answer, or answered an error status. */
  requestFailed: 'Request failed',
  /** Code `RATE_LIMITED`: the SPEC's alert text. */
  rateLimited: ALERTS.RateLimited.message,
  /** Code `SERVER_ERROR`: the SPEC's alert text. */
  serverError: ALERTS.ServerError.message,
  /** Code `INVALID_RESPONSE`: the network lists no HTTP URL for its data API. */
  noApiUrl: 'No API URL configured for this network',
})
