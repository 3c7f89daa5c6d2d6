import { FAILED_TO_CONNECT } from './failedToConnect'
import { ALERTS, FIRST_LOAD_MESSAGES, WALLET_ERROR_CODES } from './firstLoadCatalogue'

/**
 * Every user-facing message of SPEC §5 and §8, defined once. Code elsewhere refers to these keys;
 * the strings are part of Latch's public API and must not be retyped.
 *
 * @example
 * ```ts
 * import { MESSAGES } from '@latch/core'
 * MESSAGES.amountAndReceiverRequired // 'An amount and receiver address are required'
 * ```
 */
export const MESSAGES = {
  // validation (SPEC §5)
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: FIRST_LOAD_MESSAGES.unsupportedChain,
  invalidChecksum: 'Invalid checksum',
  // sign-in (SPEC §8)
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  siwxSignFailed: 'Error signing message',
  siwxAuthenticating: 'Authenticating...',
  // data (SPEC §8)
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  invalidAppConfiguration: 'Invalid App Configuration',
  originNotAllowedDebug:
    'The origin is not on the allowlist of this project ID. Add it to the allowed domains in the project configuration.',
  multiWalletNotEnabled: FIRST_LOAD_MESSAGES.multiWalletNotEnabled,
  multiWalletNotEnabledAdvice: FIRST_LOAD_MESSAGES.multiWalletNotEnabledAdvice,
  // RPC safety (SPEC §6)
  rpcNotAllowed: FIRST_LOAD_MESSAGES.rpcNotAllowed,
  rpcNotAllowedUi: FIRST_LOAD_MESSAGES.rpcNotAllowedUi,
  invalidRequestParams: FIRST_LOAD_MESSAGES.invalidRequestParams,
  // URL safety: a link Latch builds or opens is a web page or a wallet app's own scheme
  unsafeLink: FIRST_LOAD_MESSAGES.unsafeLink,
  // other (SPEC §8)
  modalClosed: FIRST_LOAD_MESSAGES.modalClosed,
  popupClosed: 'Popup closed',
  failedToConnect: FAILED_TO_CONNECT,
  failedToInitiateSocial: 'Failed to initiate social connection',
  connectionRejected: 'Connection rejected',
  failedToDisconnect: 'Failed to disconnect',
  callStatusNotApproved: FIRST_LOAD_MESSAGES.callStatusNotApproved,
  // wallet request normalisation
  userRejected: FIRST_LOAD_MESSAGES.userRejected,
  userCanceled: FIRST_LOAD_MESSAGES.userCanceled,
  unknownWalletError: FIRST_LOAD_MESSAGES.unknownWalletError,
  methodNotSupported: FIRST_LOAD_MESSAGES.methodNotSupported,
} as const

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES

// ALERTS and WALLET_ERROR_CODES are defined with the messages the first load throws (see firstLoadCatalogue).
export { ALERTS, WALLET_ERROR_CODES }

/** Name of one of the {@link ALERTS}. */
export type AlertName = keyof typeof ALERTS
