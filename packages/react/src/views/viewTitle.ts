import type { RouterData, RouterView } from '@latch/core'

const TITLES: Record<RouterView, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnectBasic: 'WalletConnect',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  DataCapture: 'Add Your Email',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  EmailLogin: 'Email Login',
  ConnectingFarcaster: 'Farcaster',
  ConnectingWalletConnect: 'WalletConnect',
  ProfileWallets: 'Wallets',
  UpdateEmailWallet: 'Edit Email',
  ConnectingExternal: 'Connecting',
  Networks: 'Choose Network',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ConnectingSocial: 'Social Login',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  WalletPicker: 'Select Wallet',
}

/**
 * The header title of a view; connecting views name the wallet or network they are about.
 *
 * @param view - The router view.
 * @param data - The router data of the view.
 * @returns The title text.
 * @example
 * ```ts
 * viewTitle('ConnectingExternal', { wallet }) // 'MetaMask'
 * ```
 */
export function viewTitle(view: RouterView, data: RouterData): string {
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && data.wallet)
    return data.wallet.name
  if (view === 'SwitchNetwork' && data.network) return data.network.name
  // the title says what confirming does: that network becomes the active one
  if (view === 'SwitchActiveChain' && data.network) return `Switch to ${data.network.name}`
  return TITLES[view]
}
