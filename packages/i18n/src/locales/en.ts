import type { enAccount } from './en/account'
import type { enApproval } from './en/approval'
import type { enEmail } from './en/email'
import type { enPermissions } from './en/permissions'
import type { enProfile } from './en/profile'
import type { enSend } from './en/send'
import type { enSiwx } from './en/siwx'
import type { enSocial } from './en/social'

/**
 * The English that ships with the runtime: the words of the first screens (Connect, the wallet
 * lists, connecting, pairing, networks, failures, alerts, common words) and every one of core's
 * user-facing messages, keyed by view (`connect.*`, `networks.*`, …). The words of the lazily
 * loaded views (`en/approval.ts`, `en/account.ts`, `en/profile.ts`, `en/send.ts`, `en/siwx.ts`, `en/email.ts`, `en/social.ts`)
 * load with those views; {@link englishCatalogue} is the union, the source of truth for the keys
 * ({@link MessageKey}) and the reference every other locale is checked against. The values of `errors.*`, `alerts.*`,
 * `send.error.*`, `amount.error.*`, `auth.error.*`, `approve.title.*` (and `embedded.error.*`, the
 * reference embedded wallet's) are core's strings verbatim
 * (SPEC §5 and §8): thrown errors keep those exact English `message`s whatever the locale.
 *
 * Templates use the ICU MessageFormat subset of {@link formatMessage}: `{name}`,
 * `{count, plural, one {# item} other {# items}}`, `{kind, select, a {…} other {…}}`, `{n, number}`.
 *
 * @example
 * ```ts
 * en['connect.allWallets'] // 'All Wallets'
 * ```
 */
export const en = {
  // view titles (the modal header)
  'title.connect': 'Connect Wallet',
  'title.account': 'Account',
  'title.allWallets': 'All Wallets',
  'title.walletConnect': 'WalletConnect',
  'title.switchNetwork': 'Switch Network',
  'title.switchChain': 'Switch Chain',
  'title.dataCapture': 'Add Your Email',
  'title.signIn': 'Sign In',
  'title.approveTransaction': 'Approve Transaction',
  'title.emailLogin': 'Email Login',
  'title.farcaster': 'Farcaster',
  'title.profileWallets': 'Wallets',
  'title.updateEmail': 'Edit Email',
  'title.connecting': 'Connecting',
  'title.networks': 'Choose Network',
  'title.send': 'Send',
  'title.selectToken': 'Select Token',
  'title.reviewSend': 'Review Send',
  'title.confirmEmail': 'Confirm Email',
  'title.registerDevice': 'Register Device',
  'title.socialLogin': 'Social Login',
  'title.confirmCurrentEmail': 'Confirm Current Email',
  'title.confirmNewEmail': 'Confirm New Email',
  'title.walletPicker': 'Select Wallet',
  'title.whatIsAWallet': 'What is a wallet?',
  'title.getWallet': 'Get a Wallet',

  // shared words
  'common.back': 'Back',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.confirm': 'Confirm',
  'common.save': 'Save',
  'common.skip': 'Skip',
  'common.done': 'Done',
  'common.tryAgain': 'Try again',
  'common.dismiss': 'Dismiss',
  'common.installed': 'Installed',
  'common.recent': 'Recent',
  'common.active': 'Active',
  'common.network': 'Network',
  'common.account': 'Account',
  'common.wallets': 'Wallets',
  'common.email': 'Email',
  'common.emailPlaceholder': 'you@example.com',

  // connect button
  'connectButton.label': 'Connect Wallet',
  'connectButton.reconnecting': 'Reconnecting…',

  // Connect view and wallet lists
  'connect.walletsLabel': 'Wallets',
  'connect.allWallets': 'All Wallets',
  'connect.continueIn': 'Continue in {wallet}',
  'connect.acceptInWallet': 'Accept the connection request in the wallet.',
  'connect.waitingFor': 'Waiting for {wallet}',
  'connect.socialLabel': 'Social logins',
  'connect.continueWith': 'Continue with {provider}',
  'connect.passkey': 'Continue with a passkey',
  'connect.passkeyCreate': 'New here? Create a passkey',
  'connect.tryAgainWith': 'Try again with {provider}',

  // All Wallets view
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.loading': 'Loading wallets',
  'allWallets.emptyTitle': 'No wallet found',
  'allWallets.emptySearchHint': 'Check the spelling, or search by the wallet’s full name.',
  'allWallets.emptyHint': 'Install a wallet extension, or connect a mobile wallet with WalletConnect.',
  'allWallets.listLabel': 'All wallets',
  'allWallets.count': '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}',

  // wallet picker
  'picker.install': 'Install',

  // no-wallet help (What is a wallet?, Get a Wallet)
  'help.noWallet': 'I don’t have a wallet',
  'help.walletIs': 'A wallet holds your crypto and the keys to it.',
  'help.connectShares': 'Connecting shares your address with this app.',
  'help.youApprove': 'Nothing moves without your approval.',
  'help.noWalletEmail': 'No wallet? Continue with email',
  'help.noWalletSocial': 'No wallet? Continue with an account',
  'help.getWalletHint': 'Install one, then come back to connect.',
  'help.allInstalled': 'This browser already has a wallet for this app.',

  // WalletConnect
  'walletConnect.scanToConnect': 'Scan with your phone to connect a wallet.',
  'walletConnect.pairingUnavailable': 'Pairing with a phone wallet is not set up in this app.',
  'walletConnect.chooseWallet': 'Choose a wallet to continue.',
  'walletConnect.notInstalled': '{wallet} is not installed in this browser',
  'walletConnect.installHint': 'Install the extension and reload, or continue in the app.',
  'walletConnect.scanTitle': 'Scan with your phone',
  'walletConnect.scanHint': 'Scan this code with a WalletConnect-compatible wallet, or copy the link.',
  'walletConnect.preparingQr': 'Preparing the QR code…',
  'walletConnect.qrLabel': 'QR code to scan with your wallet',
  'walletConnect.copyLink': 'Copy link',
  'walletConnect.linkCopied': 'Link copied',
  'walletConnect.openWebApp': 'Open {wallet} web app',
  'walletConnect.openDesktopApp': 'Open {wallet} desktop app',

  // networks
  'networks.label': 'Networks',
  'networks.familyLabel': '{family} networks',
  'networks.switchTo': 'Switch to {network}',
  'networks.connectForNetwork': 'Connect a wallet for this network to continue.',
  'networks.switch': 'Switch',
  'networks.approveInWallet': 'Approve in wallet',
  'networks.acceptSwitch': 'Accept the request to switch to {network}.',
  'networks.switching': 'Switching to {network}',
  'networks.switchingUnknown': 'Switching to the network',
  'failure.connectRejectedHint':
    'Try again and approve the request in {wallet}, or go back and choose another wallet.',
  'failure.connectFailedHint':
    'Make sure {wallet} is unlocked, then try again, or go back and choose another wallet.',
  'failure.connectRejectedHintAny':
    'Try again and approve the request in your wallet, or go back and choose another wallet.',
  'failure.connectFailedHintAny':
    'Make sure your wallet is unlocked, then try again, or go back and choose another wallet.',
  'failure.switchDeclined': 'Switch declined',
  'failure.switchFailed': 'Network not switched',
  'failure.switchRejectedHint':
    'Try again and approve the switch to {network} in your wallet, or go back to stay on the current network.',
  'failure.switchFailedHint':
    'Your wallet could not switch to {network}. Add the network in your wallet and try again, or go back and choose another.',
  'networks.connect': 'Connect',

  // Send's and amounts' errors (core's; the Send view's words are in en/send.ts)
  'send.error.notConnected': 'Connect a wallet to send',
  'send.error.amountNotPositive': 'Amount must be greater than zero',
  'send.error.insufficientBalance': 'Amount exceeds the token balance',
  'send.error.insufficientForFee': 'Amount plus the network fee exceeds the balance',
  'send.error.nameNotFound': 'No address found for this name',
  'send.error.invalidReceiver': 'Receiver address is not valid for this network',
  'send.error.invalidReceiverChecksum': 'Receiver address checksum is invalid: check the address for a typo',
  'send.error.tokenOnOtherNetwork': 'The token is not on the active network',
  'send.error.inProgress': 'A send is already in progress',
  'amount.error.malformedAmount': 'Amount is not a decimal number',
  'amount.error.tooManyDecimals': 'Amount has more decimal places than the token allows',
  'amount.error.negativeAmount': 'Amount must not be negative',

  // the approval's titles (core's; the view's words are in en/approval.ts)
  'approve.title.signMessage': 'Sign Message',
  'approve.title.signTypedData': 'Sign Typed Data',
  'approve.title.transaction': 'Approve Transaction',
  'approve.title.other': 'Approve Request',
  'approve.title.batch': 'Approve Calls',
  'approve.beforeWallet': 'Review before your wallet',

  // email login's data capture and errors (core's and the embedded wallet's; the email and social
  // views' words are in en/email.ts and en/social.ts)
  'dataCapture.hint': 'Add your email to get updates from this app. It is optional.',
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

  // library alerts (SPEC §8)
  'alerts.INVALID_PROJECT_ID': 'Invalid Project ID',
  'alerts.PROJECT_ID_MISSING': 'Project ID Missing',
  'alerts.SESSION_EXPIRED': 'Session Expired',
  'alerts.RATE_LIMITED': 'Rate Limited',
  'alerts.SERVER_ERROR': 'Server Error',
  'alerts.NETWORK_NOT_FOUND': 'Network Not Found',
  'alerts.UNVERIFIED_DOMAIN': 'Unverified Domain',
  'alerts.WALLET_REQUEST_TIMEOUT': 'Wallet Request Timeout',

  // core's message catalogue (SPEC §5, §6, §8), keyed like MESSAGES in @latch/core
  'errors.amountAndReceiverRequired': 'An amount and receiver address are required',
  'errors.tokenRequired': 'A token is required',
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

/**
 * A key of the English catalogue (the runtime's part and every view's): every string a view may
 * ask for. A misspelt key is a type error.
 *
 * @example
 * ```ts
 * const key: MessageKey = 'connect.allWallets'
 * ```
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enApproval
  | keyof typeof enAccount
  | keyof typeof enProfile
  | keyof typeof enPermissions
  | keyof typeof enSend
  | keyof typeof enSiwx
  | keyof typeof enEmail
  | keyof typeof enSocial

/**
 * A complete catalogue: one template per {@link MessageKey}. Every locale module exports one.
 *
 * @example
 * ```ts
 * const de: Messages = { ...englishCatalogue, 'common.close': 'Schließen' }
 * ```
 */
export type Messages = { readonly [K in MessageKey]: string }
