// Every view but Connect, one chunk: the modal's other views, loaded when the modal first goes to
// one of them (or opens on one), or on the intent that leads there. Connect, the view a
// disconnected visitor's first open shows, is a chunk of its own, so the page prefetches only it.
// (Finer chunks, one per view, make Vite's bundler split React and shared helpers out of the page's
// entry chunk, which grows the page's first load; two chunks keep the entry as it was.)
import type { RouterView } from '@latch/core'
import type { ComponentType } from 'react'
import type { LoadedViews } from '../../viewCache/LoadedViews'
import { AccountView } from '../account/AccountView'
import { AllWalletsView } from '../allWallets/AllWalletsView'
import { ApproveTransactionView } from '../approval/ApproveTransactionView'
import { ConnectingExternalView } from '../connectingExternal/ConnectingExternalView'
import { DataCaptureView } from '../dataCapture/DataCaptureView'
import { EmailLoginView } from '../email/EmailLoginView'
import { EmailVerifyDeviceView } from '../email/EmailVerifyDeviceView'
import { EmailVerifyOtpView } from '../email/EmailVerifyOtpView'
import { UpdateEmailPrimaryOtpView } from '../email/UpdateEmailPrimaryOtpView'
import { UpdateEmailSecondaryOtpView } from '../email/UpdateEmailSecondaryOtpView'
import { UpdateEmailWalletView } from '../email/UpdateEmailWalletView'
import { GetWalletView } from '../help/GetWalletView'
import { WhatIsAWalletView } from '../help/WhatIsAWalletView'
import { NetworksView } from '../network/NetworksView'
import { SwitchActiveChainView } from '../network/SwitchActiveChainView'
import { SwitchNetworkView } from '../network/SwitchNetworkView'
import { WalletPickerView } from '../picker/WalletPickerView'
import { ProfileWalletsView } from '../profile/ProfileWalletsView'
import { WalletSendPreviewView } from '../send/WalletSendPreviewView'
import { WalletSendSelectTokenView } from '../send/WalletSendSelectTokenView'
import { WalletSendView } from '../send/WalletSendView'
import { SiwxSignMessageView } from '../siwx/SiwxSignMessageView'
import { ConnectingFarcasterView } from '../social/ConnectingFarcasterView'
import { ConnectingSocialView } from '../social/ConnectingSocialView'
import { viewTitle } from '../viewTitle'
import { ConnectingWalletConnectBasicView } from '../walletconnect/ConnectingWalletConnectBasicView'
import { ConnectingWalletConnectView } from '../walletconnect/ConnectingWalletConnectView'

/**
 * The components of every view but Connect, by router view, and their titles ({@link viewTitle}:
 * they come with these views, not with the modal's frame).
 *
 * @example
 * ```ts
 * const View = OTHER_VIEWS.views.Account
 * ```
 */
export const OTHER_VIEWS: LoadedViews & { views: Record<Exclude<RouterView, 'Connect'>, ComponentType> } = {
  title: viewTitle,
  views: {
    Account: AccountView,
    AllWallets: AllWalletsView,
    ConnectingExternal: ConnectingExternalView,
    Networks: NetworksView,
    SwitchNetwork: SwitchNetworkView,
    SwitchActiveChain: SwitchActiveChainView,
    ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
    ConnectingWalletConnect: ConnectingWalletConnectView,
    DataCapture: DataCaptureView,
    SIWXSignMessage: SiwxSignMessageView,
    ApproveTransaction: ApproveTransactionView,
    EmailLogin: EmailLoginView,
    EmailVerifyOtp: EmailVerifyOtpView,
    EmailVerifyDevice: EmailVerifyDeviceView,
    ConnectingSocial: ConnectingSocialView,
    ConnectingFarcaster: ConnectingFarcasterView,
    ProfileWallets: ProfileWalletsView,
    UpdateEmailWallet: UpdateEmailWalletView,
    UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
    UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
    WalletSend: WalletSendView,
    WalletSendSelectToken: WalletSendSelectTokenView,
    WalletSendPreview: WalletSendPreviewView,
    WalletPicker: WalletPickerView,
    WhatIsAWallet: WhatIsAWalletView,
    GetWallet: GetWalletView,
  },
}
