/**
 * The English catalogue: every user-visible string of the Latch views and of core's user-facing
 * messages, keyed by view (`connect.*`, `send.*`, …). It is the source of truth for the keys
 * ({@link MessageKey}) and the fallback of every other locale. The values of `errors.*`, `alerts.*`,
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

  // Account view
  'account.label': 'Account',
  'account.loadingBalance': 'Loading balance…',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.viewOnExplorer': 'View on explorer',
  'account.connectedWith': 'Connected with {wallet}',
  'account.selectNetwork': 'Select network',
  'account.send': 'Send',
  'account.wallets': 'Wallets',
  'account.disconnect': 'Disconnect',
  'account.othersStayConnected': 'Your other wallets stay connected.',
  'account.switchWallet': 'Switch wallet',
  'account.copyAddress': 'Copy address',
  'account.copied': 'Copied',
  'account.copyFailed': 'Copy failed',
  'account.addressCopied': 'Address copied to the clipboard',
  'account.addressNotCopied': 'The address could not be copied',
  'account.tabs.tokens': 'Tokens',
  'account.tabs.nfts': 'NFTs',
  'account.tabs.activity': 'Activity',
  'account.tokens.loading': 'Loading tokens…',
  'account.tokens.empty': 'No tokens yet',
  'account.tokens.emptyHint': 'Tokens sent to this address on this network show here.',
  'account.nfts.loading': 'Loading NFTs…',
  'account.nfts.empty': 'No NFTs yet',
  'account.nfts.emptyHint': 'NFTs this address owns on this network show here.',
  'account.activity.loading': 'Loading activity…',
  'account.activity.empty': 'No activity yet',
  'account.activity.emptyHint': 'Transfers you send or receive on this network show here.',
  'account.activity.received': 'Received',
  'account.activity.sent': 'Sent',
  'account.activity.moved': 'Moved',
  'account.activity.minted': 'Minted',
  'account.activity.burned': 'Burned',
  'account.activity.pending': 'Pending',
  'account.activity.queued': 'Queued',
  'account.activity.failed': 'Failed',
  'account.activity.from': 'from {address}',
  'account.activity.to': 'to {address}',
  'account.activity.viewOnExplorer':
    '{direction, select, in {View received transaction on explorer} out {View sent transaction on explorer} other {View moved transaction on explorer}}',
  'account.activity.loadMore': 'Load more',

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

  // Send
  'send.selectToken': 'Select token',
  'send.balance': 'Balance: {amount} {symbol}',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.maxLabel': 'Max (keeps the network fee)',
  'send.to': 'To',
  'send.receiverPlaceholder': 'Address or name',
  'send.receiverPlaceholderAddress': 'Address',
  'send.lookingUpName': 'Looking up name…',
  'send.review': 'Review',
  'send.network': 'Network',
  'send.networkFee': 'Network fee',
  'send.send': 'Send',
  'send.sending': 'Sending…',
  'send.noTokens': 'No tokens to send',
  'send.noTokensHint':
    'This address holds no tokens on this network yet. Receive some first, then come back.',
  'send.loadingTokens': 'Loading tokens',
  'send.tokensLabel': 'Tokens',
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

  // approving requests (ApproveTransaction)
  'approve.title.signMessage': 'Sign Message',
  'approve.title.signTypedData': 'Sign Typed Data',
  'approve.title.transaction': 'Approve Transaction',
  'approve.title.other': 'Approve Request',
  'approve.title.batch': 'Approve Calls',
  'approve.nothingTitle': 'Nothing to approve',
  'approve.nothingHint': 'Requests from this app to sign or send appear here for you to check first.',
  'approve.thisApp': 'This app',
  'approve.lead.signMessage':
    '{app} asks you to sign this message. Signing is free and sends no transaction.',
  'approve.lead.signTypedData':
    '{app} asks you to sign this {type}. Check who asks and every field before you sign.',
  'approve.lead.signData':
    '{app} asks you to sign this data. Check who asks and every field before you sign.',
  'approve.lead.to': 'To {address} on {network}',
  'approve.lead.on': 'On {network}',
  'approve.lead.toUnknownNetwork': 'To {address} on an unknown network',
  'approve.lead.onUnknownNetwork': 'On an unknown network',
  'approve.lead.other': '{app} asks your wallet to approve a request. Check the details before you approve.',
  'approve.lead.batch': '{app} asks to send these calls on {network}, one by one.',
  'approve.batch.total': 'Total value',
  'approve.batch.feePayer': 'Your account, per call',
  'approve.unknownNetwork': 'Unknown network',
  'approve.waiting': '{count, plural, one {# more request waiting} other {# more requests waiting}}',
  'approve.reject': 'Reject',
  'approve.sign': 'Sign',
  'approve.approve': 'Approve',
  'approve.beforeWallet': 'Review before your wallet',
  'approve.inWallet': 'Continue in your wallet',
  'approve.messageLabel': 'Message to sign',
  'approve.unreadable': 'This message is not readable text. Sign it only if you trust the app.',
  'approve.typedDataLabel': 'Typed data to sign',
  'approve.requestedBy': 'Requested by',
  'approve.domainLabel': 'Domain',
  'approve.message': 'Message',
  'approve.messageFieldsLabel': 'Message fields',
  'approve.moreFields': 'More fields are in the details.',
  'approve.to': 'To',
  'approve.newContract': 'New contract',
  'approve.value': 'Value',
  'approve.networkFee': 'Network fee',
  'approve.feeSetWhenSent': 'Set when sent',
  'approve.feeUpTo': 'Up to {amount}',
  'approve.network': 'Network',
  'approve.paramsLabel': 'Request parameters',
  'approve.details': 'Details',
  'approve.method': 'Method',
  'approve.function': 'Function',
  'approve.contract': 'Contract',
  'approve.data': 'Data',
  'approve.headline.send': 'Send {amount}',
  'approve.headline.deploy': 'Deploy a contract',
  'approve.headline.call': 'Call a contract',
  'approve.unknownCall': 'Unknown contract call',
  'approve.risks': 'Risks',
  'approve.flag.unlimitedApproval': 'Unlimited: can spend all of this token',
  'approve.flag.approvalForAll': 'Can move all your items in this collection',
  'approve.flag.reverts': 'Fails if sent',
  'approve.flag.cannotReceive': 'Receiver can’t take it',
  'approve.flag.lookalikeReceiver': 'Look-alike address',
  'approve.flag.wrongChain': 'Another network',
  'approve.flag.newPermitSpender': 'New spender',
  'approve.simulating': 'Simulating…',
  'approve.simFailed': 'Could not simulate: {reason}',
  'approve.youSend': 'You send',
  'approve.youReceive': 'You receive',
  'approve.approvals': 'Approvals',
  'approve.noChanges': 'No changes',
  'approve.hash': 'Hash',

  // sign in (SIWX)
  'siwx.needsConnect': '{app} needs to connect to your wallet',
  'siwx.needsConnectUnnamed': 'This app needs to connect to your wallet',
  'siwx.proveOwnership':
    'Sign this message to prove you own {address}. It costs nothing and sends no transaction.',
  'siwx.proveOwnershipWallet':
    'Sign this message to prove you own this wallet. It costs nothing and sends no transaction.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',

  // email and social login
  'email.loginHint': 'Sign in with your email. We will send you a code.',
  'email.codeSentTo': 'Enter the code sent to',
  'email.codeLabel': 'Code',
  'email.codeResent': 'A new code was sent.',
  'email.attemptsLeft': 'Invalid code. {count, plural, one {# attempt} other {# attempts}} left.',
  'email.continueWithCode': 'Continue with the code sent to {email}',
  'email.needsNewCode': 'This code can no longer be used. Ask for a new code.',
  'email.resendCode': 'Resend code',
  'email.registerDevice': 'Register this device to continue',
  'email.approvalLinkSent':
    'We sent an approval link to {email}. Open it to approve this device; this screen continues by itself.',
  'email.approvalLinkSentUnknown':
    'We sent an approval link to your email. Open it to approve this device; this screen continues by itself.',
  'email.codeSentToCurrent': 'Enter the code sent to your current email',
  'email.codeSentToNew': 'Enter the code sent to your new email',
  'email.waitingForConfirmation': 'Waiting for confirmation…',
  'email.current': 'Current email: {email}',
  'email.newEmail': 'New email',
  'dataCapture.hint': 'Add your email to get updates from this app. It is optional.',
  'social.continueInWindow': 'Continue in the {provider} window',
  'social.signInInWindow': 'Sign in with {provider} in the window that opened. Closing it cancels the login.',
  'social.continueInLoginWindow': 'Continue in the login window',
  'social.signInInLoginWindow': 'Sign in in the window that opened. Closing it cancels the login.',
  'social.waitingForWindow': 'Waiting for the {provider} window',
  'farcaster.signIn': 'Sign in with Farcaster',
  'farcaster.hint': 'Open this link on the phone that has Farcaster, then approve the sign-in there.',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.preparing': 'Preparing the sign-in link…',
  'farcaster.waiting': 'Waiting for the Farcaster sign-in',
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

  // profile (connected wallets)
  'profile.embeddedWallet': 'Email & social wallet',
  'profile.emailLabel': 'Email',
  'profile.changeEmail': 'Change email',
  'profile.emptyTitle': 'No wallet connected',
  'profile.emptyHint': 'Connect a wallet, or sign in with your email, and it appears here.',
  'profile.active': 'Active',
  'profile.usedFor': 'Used for {family}',
  'profile.accountType': 'Account type',
  'profile.accountType.eoa': 'Standard account (EOA)',
  'profile.accountType.smartAccount': 'Smart account',
  'profile.signOut': 'Sign out',
  'profile.disconnect': 'Disconnect',
  'profile.addWallet': 'Add wallet',
  'profile.addWalletTo': 'Add wallet: {family}',
  'profile.noWallet': 'No {family} wallet connected',
  'profile.copyAddressOf': 'Copy address of {wallet}',
  'profile.switchTo': 'Switch to {wallet}',
  'profile.switch': 'Switch',
  'profile.disconnectWallet': 'Disconnect {wallet}',
  'profile.connectAgain': 'Connect {wallet} again',
  'profile.disconnectAll': 'Disconnect all',

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
 * A key of the English catalogue: every string a view may ask for. A misspelt key is a type error.
 *
 * @example
 * ```ts
 * const key: MessageKey = 'connect.allWallets'
 * ```
 */
export type MessageKey = keyof typeof en

/**
 * A complete catalogue: one template per {@link MessageKey}. Every locale module exports one.
 *
 * @example
 * ```ts
 * const de: Messages = { ...en, 'common.close': 'Schließen' }
 * ```
 */
export type Messages = { readonly [K in MessageKey]: string }
