/**
 * The English words of the views a visitor reaches from Connect, which load with those views, not
 * with the i18n runtime: All Wallets, connecting to a chosen wallet (ConnectingExternal) and the
 * failure panel of a wallet request (declined or failed, with what to do next) that it, SwitchNetwork
 * and the WalletConnect views show, WalletConnect pairing (the QR code, its link, the wallets to
 * continue in), the network views (Networks, SwitchNetwork, SwitchActiveChain; ProfileWallets' Connect
 * for a family), and the no-wallet help (What is a wallet?, Get a Wallet). Each of those views hands
 * them to the instance's translator before it renders (`useViewTranslation(enConnecting)` in
 * `@latch/react`). What the modal's frame and Connect show stays in the runtime's English: every
 * header title and "Switch to {network}", Connect's wallet list, "All Wallets" and "I don’t have a
 * wallet", and the wallet count (the runtime's documented plural). Every other locale keeps these
 * keys in its one chunk.
 *
 * @example
 * ```ts
 * enConnecting['walletConnect.copyLink'] // 'Copy link'
 * ```
 */
export const enConnecting = {
  // All Wallets (Get a Wallet shows the same loading label)
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.loading': 'Loading wallets',
  'allWallets.emptyTitle': 'No wallet found',
  'allWallets.emptySearchHint': 'Check the spelling, or search by the wallet’s full name.',
  'allWallets.emptyHint': 'Install a wallet extension, or connect a mobile wallet with WalletConnect.',
  'allWallets.listLabel': 'All wallets',

  // connecting to a chosen wallet, and a wallet request's failure
  'connect.continueIn': 'Continue in {wallet}',
  'connect.acceptInWallet': 'Accept the connection request in the wallet.',
  'connect.waitingFor': 'Waiting for {wallet}',
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

  // WalletConnect pairing
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

  // the network views
  'networks.label': 'Networks',
  'networks.familyLabel': '{family} networks',
  'networks.connectForNetwork': 'Connect a wallet for this network to continue.',
  'networks.switch': 'Switch',
  'networks.approveInWallet': 'Approve in wallet',
  'networks.acceptSwitch': 'Accept the request to switch to {network}.',
  'networks.switching': 'Switching to {network}',
  'networks.switchingUnknown': 'Switching to the network',
  'networks.connect': 'Connect',

  // the no-wallet help
  'help.walletIs': 'A wallet holds your crypto and the keys to it.',
  'help.connectShares': 'Connecting shares your address with this app.',
  'help.youApprove': 'Nothing moves without your approval.',
  'help.noWalletEmail': 'No wallet? Continue with email',
  'help.noWalletSocial': 'No wallet? Continue with an account',
  'help.getWalletHint': 'Install one, then come back to connect.',
  'help.allInstalled': 'This browser already has a wallet for this app.',
} as const
