import {
  describeApproval,
  type LatchTranslator,
  type PendingApproval,
  type RouterData,
  type RouterView,
  type TranslationKey,
} from '@latch/core'

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
 * The header title of a view; connecting views name the wallet or network they are about, and
 * ApproveTransaction names the request it shows (a signature is "Sign Message", not a transaction;
 * a request that goes on to the connected wallet is "Review before your wallet"). It comes with the
 * other views' chunk (`OTHER_VIEWS`), not with the modal's frame: the frame every visitor prefetches
 * carries only the first view's title (`connectTitle`), and shows a view, title included, once its
 * code is loaded.
 *
 * @param view - The router view.
 * @param data - The router data of the view.
 * @param tr - The translator of the active locale.
 * @param approval - The request ApproveTransaction shows (the first pending one), if any.
 * @returns The title text.
 * @example
 * ```ts
 * viewTitle('ConnectingExternal', { wallet }, tr) // 'MetaMask'
 * viewTitle('ApproveTransaction', {}, tr, { method: 'personal_sign', params: ['0x6869', '0xabc'] }) // 'Sign Message'
 * ```
 */
export function viewTitle(
  view: RouterView,
  data: RouterData,
  tr: LatchTranslator,
  approval?: Pick<PendingApproval, 'method' | 'params' | 'beforeWallet'>,
): string {
  // the "review before your wallet" step: the request goes on to the wallet's own prompt
  if (view === 'ApproveTransaction' && approval?.beforeWallet) return tr.t('approve.beforeWallet')
  if (view === 'ApproveTransaction' && approval) return tr.message(describeApproval(approval).title)
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && data.wallet)
    return data.wallet.name
  // the title says what the screen does: that network becomes the active one
  if ((view === 'SwitchNetwork' || view === 'SwitchActiveChain') && data.network)
    return tr.t('networks.switchTo', { network: tr.isolate(data.network.name) })
  return tr.t(TITLES[view])
}
