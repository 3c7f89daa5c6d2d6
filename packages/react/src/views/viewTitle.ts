import type { LatchTranslator, RouterData, RouterView, TranslationKey } from '@latch/core'

const TITLES: Record<RouterView, TranslationKey> = {
  Connect: 'title.connect',
  Account: 'title.account',
  AllWallets: 'title.allWallets',
  ConnectingWalletConnectBasic: 'title.walletConnect',
  SwitchNetwork: 'title.switchNetwork',
  SwitchActiveChain: 'title.switchChain',
  DataCapture: 'title.dataCapture',
  SIWXSignMessage: 'title.signIn',
  ApproveTransaction: 'title.approveTransaction',
  EmailLogin: 'title.emailLogin',
  ConnectingFarcaster: 'title.farcaster',
  ConnectingWalletConnect: 'title.walletConnect',
  ProfileWallets: 'title.profileWallets',
  UpdateEmailWallet: 'title.updateEmail',
  ConnectingExternal: 'title.connecting',
  Networks: 'title.networks',
  WalletSend: 'title.send',
  WalletSendSelectToken: 'title.selectToken',
  WalletSendPreview: 'title.reviewSend',
  EmailVerifyOtp: 'title.confirmEmail',
  EmailVerifyDevice: 'title.registerDevice',
  ConnectingSocial: 'title.socialLogin',
  UpdateEmailPrimaryOtp: 'title.confirmCurrentEmail',
  UpdateEmailSecondaryOtp: 'title.confirmNewEmail',
  WalletPicker: 'title.walletPicker',
  WhatIsAWallet: 'title.whatIsAWallet',
  GetWallet: 'title.getWallet',
}

/**
 * The header title of a view; connecting views name the wallet or network they are about. A view
 * whose title names what it shows gives its own with its code (`ViewComponent.title`: ApproveTransaction
 * names its request, see `approvalTitle`), so the modal's frame does not carry what only it reads.
 *
 * @param view - The router view.
 * @param data - The router data of the view.
 * @param tr - The translator of the active locale.
 * @returns The title text.
 * @example
 * ```ts
 * viewTitle('ConnectingExternal', { wallet }, tr) // 'MetaMask'
 * ```
 */
export function viewTitle(view: RouterView, data: RouterData, tr: LatchTranslator): string {
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && data.wallet)
    return data.wallet.name
  // the title says what the screen does: that network becomes the active one
  if ((view === 'SwitchNetwork' || view === 'SwitchActiveChain') && data.network)
    return tr.t('networks.switchTo', { network: tr.isolate(data.network.name) })
  return tr.t(TITLES[view])
}
