/**
 * Core's messages that the modal's frame (alerts, toasts, the header) and Connect can show, keyed
 * like MESSAGES in `@latch/core` (SPEC §5, §6, §8), verbatim: the approval's titles, the email
 * login's and the embedded wallet's errors, the library alerts, and core's message catalogue (the
 * send checks' are in `enSendErrors`). A view shows core's English message as it is thrown; the
 * translator's `message` needs these keys only to show another locale's words or an app's own
 * (`options.messages`), so they load with another locale or with the app's overrides, not with the
 * runtime: an English page with none shows the messages as they are. Every other locale keeps their
 * keys in its one chunk.
 *
 * @example
 * ```ts
 * enCoreMessages['errors.userRejected'] // 'User rejected the request'
 * ```
 */
export const enCoreMessages = {
  'approve.title.signMessage': 'Sign Message',
  'approve.title.signTypedData': 'Sign Typed Data',
  'approve.title.transaction': 'Approve Transaction',
  'approve.title.other': 'Approve Request',
  'approve.title.batch': 'Approve Calls',
  'auth.error.invalidEmail': 'Invalid email',
  'auth.error.authNotConfigured': 'Email and social login are not configured',
  'auth.error.otpFailed': 'Invalid or expired code',
  'auth.error.passkeyUnavailable': 'Passkey login is not available',
  'embedded.error.serviceUnreachable': 'The sign-in service could not be reached',
  'embedded.error.serviceError': 'The sign-in service refused the request',
  'embedded.error.noLogin': 'No email login is in progress',
  'embedded.error.noEmailChange': 'No email change is in progress',
  'embedded.error.socialFailed': 'The social login did not complete',
  'embedded.error.rpcUnreachable': 'The network could not be reached',
  'embedded.error.feeUnaffordable':
    'The account needs funds for the network fee to switch back to a standard account',
  'embedded.error.undelegationFailed': 'The switch back to a standard account did not clear the delegation',
  'alerts.INVALID_PROJECT_ID': 'Invalid Project ID',
  'alerts.PROJECT_ID_MISSING': 'Project ID Missing',
  'alerts.SESSION_EXPIRED': 'Session Expired',
  'alerts.RATE_LIMITED': 'Rate Limited',
  'alerts.SERVER_ERROR': 'Server Error',
  'alerts.NETWORK_NOT_FOUND': 'Network Not Found',
  'alerts.UNVERIFIED_DOMAIN': 'Unverified Domain',
  'alerts.WALLET_REQUEST_TIMEOUT': 'Wallet Request Timeout',
  'errors.unsupportedChain': 'Unsupported chain',
  'errors.unsafeLink': 'Unsafe link',
  'errors.invalidChecksum': 'Invalid checksum',
  'errors.siwxNotEnabled': 'SIWX is not enabled',
  'errors.noActiveCaipAddress': 'No ActiveCaipAddress found',
  'errors.noActiveCaipNetworkOrClient': 'No ActiveCaipNetwork or client found',
  'errors.noConnectionControllerClient': 'No ConnectionController client found',
  'errors.siwxInitFailed': 'A problem occurred while trying initialize authentication',
  'errors.siwxSignFailed': 'Error signing message',
  'errors.siwxAuthenticating': 'Authenticating...',
  'errors.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'errors.failedToFetchTransactions': 'Failed to fetch transactions',
  'errors.invalidAppConfiguration': 'Invalid App Configuration',
  'errors.originNotAllowedDebug':
    'The origin is not on the allowlist of this project ID. Add it to the allowed domains in the project configuration.',
  'errors.multiWalletNotEnabled': 'Multi-Wallet Not Enabled',
  'errors.multiWalletNotEnabledAdvice':
    'Enable the multiWallet feature in the project configuration to use several wallets at once.',
  'errors.rpcNotAllowed': 'Requested RPC call is not allowed',
  'errors.rpcNotAllowedUi': 'Action not allowed',
  'errors.invalidRequestParams': 'Invalid request parameters',
  'errors.modalClosed': 'Modal closed',
  'errors.popupClosed': 'Popup closed',
  'errors.failedToConnect': 'Failed to connect',
  'errors.failedToInitiateSocial': 'Failed to initiate social connection',
  'errors.connectionRejected': 'Connection rejected',
  'errors.failedToDisconnect': 'Failed to disconnect',
  'errors.callStatusNotApproved': 'Fetching call status not approved by the wallet.',
  'errors.userRejected': 'User rejected the request',
  'errors.userCanceled': 'User canceled the request',
  'errors.unknownWalletError': 'Unknown wallet error',
  'errors.methodNotSupported': 'Method not supported',
} as const
