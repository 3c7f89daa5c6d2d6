/**
 * The English words of the connected-wallets view (ProfileWallets) and Account's disconnect of one or all wallets. They load with the view that shows them, not with the i18n
 * runtime: the view hands them to the instance's translator before it renders
 * (`useViewTranslation(enProfile)` in `@latch/react`). Every other locale keeps these keys in its one
 * chunk; `MessageKey` and the locale checks cover them as every other key.
 *
 * @example
 * ```ts
 * enProfile['profile.signOut'] // 'Sign out'
 * ```
 */
export const enProfile = {
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
  'profile.accountType.switchBack':
    'Switching back to a standard account removes the upgrade with one transaction, paid from this account',
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
} as const
