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
  unsupportedChain: 'Unsupported chain',
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
  multiWalletNotEnabled: 'Multi-Wallet Not Enabled',
  multiWalletNotEnabledAdvice:
    'Enable the multiWallet feature in the project configuration to use several wallets at once.',
  // RPC safety (SPEC §6)
  rpcNotAllowed: 'Requested RPC call is not allowed',
  rpcNotAllowedUi: 'Action not allowed',
  invalidRequestParams: 'Invalid request parameters',
  // other (SPEC §8)
  modalClosed: 'Modal closed',
  popupClosed: 'Popup closed',
  failedToConnect: 'Failed to connect',
  failedToInitiateSocial: 'Failed to initiate social connection',
  connectionRejected: 'Connection rejected',
  failedToDisconnect: 'Failed to disconnect',
  callStatusNotApproved: 'Fetching call status not approved by the wallet.',
  // wallet request normalisation
  userRejected: 'User rejected the request',
  userCanceled: 'User canceled the request',
  unknownWalletError: 'Unknown wallet error',
  methodNotSupported: 'Method not supported',
} as const

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES

/**
 * The eight library alerts of SPEC §8, with a stable code each.
 *
 * @example
 * ```ts
 * latch.getState().alerts.current?.code === ALERTS.SessionExpired.code
 * ```
 */
export const ALERTS = {
  InvalidProjectId: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' },
  ProjectIdMissing: { code: 'PROJECT_ID_MISSING', message: 'Project ID Missing' },
  SessionExpired: { code: 'SESSION_EXPIRED', message: 'Session Expired' },
  RateLimited: { code: 'RATE_LIMITED', message: 'Rate Limited' },
  ServerError: { code: 'SERVER_ERROR', message: 'Server Error' },
  NetworkNotFound: { code: 'NETWORK_NOT_FOUND', message: 'Network Not Found' },
  UnverifiedDomain: { code: 'UNVERIFIED_DOMAIN', message: 'Unverified Domain' },
  WalletRequestTimeout: { code: 'WALLET_REQUEST_TIMEOUT', message: 'Wallet Request Timeout' },
} as const

/** Name of one of the {@link ALERTS}. */
export type AlertName = keyof typeof ALERTS

/**
 * Wallet request error codes (JSON-RPC style) that Latch normalises to.
 *
 * @example
 * ```ts
 * if (error.code === WALLET_ERROR_CODES.userCanceled) showCanceled()
 * ```
 */
export const WALLET_ERROR_CODES = {
  /** EIP-1193 user rejected request. */
  userRejected: 4001,
  /** User canceled (closed the picker, dismissed the dialog). */
  userCanceled: -31001,
  /** Any failure Latch cannot classify. */
  unknown: -31000,
  /** The method is not supported by the wallet or session. */
  methodNotSupported: -32601,
  /** EIP-1193 "Unsupported Method": what many wallets answer instead of -32601. */
  unsupportedMethod: 4200,
} as const
