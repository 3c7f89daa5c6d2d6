import { describeApproval, type PendingApproval, type RouterData, type RouterView } from '@latch/core'

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
 * The header title of a view; connecting views name the wallet or network they are about, and
 * ApproveTransaction names the request it shows (a signature is "Sign Message", not a transaction).
 *
 * @param view - The router view.
 * @param data - The router data of the view.
 * @param approval - The request ApproveTransaction shows (the first pending one), if any.
 * @returns The title text.
 * @example
 * ```ts
 * viewTitle('ConnectingExternal', { wallet }) // 'MetaMask'
 * viewTitle('ApproveTransaction', {}, { method: 'personal_sign', params: ['0x6869', '0xabc'] }) // 'Sign Message'
 * ```
 */
export function viewTitle(
  view: RouterView,
  data: RouterData,
  approval?: Pick<PendingApproval, 'method' | 'params'>,
): string {
  if (view === 'ApproveTransaction' && approval) return describeApproval(approval).title
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && data.wallet)
    return data.wallet.name
  // the title says what the screen does: that network becomes the active one
  if ((view === 'SwitchNetwork' || view === 'SwitchActiveChain') && data.network)
    return `Switch to ${data.network.name}`
  return TITLES[view]
}
