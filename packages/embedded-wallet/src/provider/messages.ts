/**
 * Messages of the reference embedded wallet's provider. Defined once; part of the API.
 *
 * @example
 * ```ts
 * if (error.shortMessage === EMBEDDED_WALLET_MESSAGES.serviceUnreachable) retryLater()
 * ```
 */
export const EMBEDDED_WALLET_MESSAGES = {
  /** The auth service did not answer (network error). */
  serviceUnreachable: 'The sign-in service could not be reached',
  /** The auth service answered with an error without a message. */
  serviceError: 'The sign-in service refused the request',
  /** A call that needs a signed-in user, with nobody signed in. */
  notSignedIn: 'Nobody is signed in to the embedded wallet',
  /** A code or device step without an email login in progress. */
  noLogin: 'No email login is in progress',
  /** An email-change code without an email change in progress. */
  noEmailChange: 'No email change is in progress',
  /** The social login's result carried an error or no code. */
  socialFailed: 'The social login did not complete',
  /** A request names a network the wallet was not given. */
  unknownNetwork: 'The embedded wallet has no RPC endpoint for this network',
  /** The network's RPC endpoint did not answer. */
  rpcUnreachable: 'The network could not be reached',
  /** A transaction's `from` is not the embedded account. */
  wrongSender: 'The transaction is not from the embedded account',
  /** `smartAccount` options that are not a chain of `networks`, an implementation address and http(s) URLs. */
  invalidSmartAccount:
    'The smart-account options need a chain of the networks, an implementation address and http(s) URLs',
} as const
