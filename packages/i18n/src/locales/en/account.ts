/**
 * The English words of the Account view: balance, copy, tabs (tokens, NFTs, activity) and disconnect. They load with the view that shows them, not with the i18n
 * runtime: the view hands them to the instance's translator before it renders
 * (`useViewTranslation(enAccount)` in `@latch/react`). Every other locale keeps these keys in its one
 * chunk; `MessageKey` and the locale checks cover them as every other key.
 *
 * @example
 * ```ts
 * enAccount['account.disconnect'] // 'Disconnect'
 * ```
 */
export const enAccount = {
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
  'account.activity.userOperation': 'Smart account',
  'account.activity.sponsoredOperation': 'Smart account · fee paid by the app',
  'account.activity.from': 'from {address}',
  'account.activity.to': 'to {address}',
  'account.activity.viewOnExplorer':
    '{direction, select, in {View received transaction on explorer} out {View sent transaction on explorer} other {View moved transaction on explorer}}',
  'account.activity.loadMore': 'Load more',
} as const
