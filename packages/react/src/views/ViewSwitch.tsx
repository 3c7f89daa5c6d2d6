import type { RouterView } from '@latch/core'
import type { ReactElement } from 'react'
import { AccountView } from './account/AccountView'
import { AllWalletsView } from './allWallets/AllWalletsView'
import { ApproveTransactionView } from './approval/ApproveTransactionView'
import { ConnectView } from './connect/ConnectView'
import { ConnectingExternalView } from './connectingExternal/ConnectingExternalView'
import { DataCaptureView } from './dataCapture/DataCaptureView'
import { EmailLoginView } from './email/EmailLoginView'
import { EmailVerifyDeviceView } from './email/EmailVerifyDeviceView'
import { EmailVerifyOtpView } from './email/EmailVerifyOtpView'
import { UpdateEmailPrimaryOtpView } from './email/UpdateEmailPrimaryOtpView'
import { UpdateEmailSecondaryOtpView } from './email/UpdateEmailSecondaryOtpView'
import { UpdateEmailWalletView } from './email/UpdateEmailWalletView'
import { GetWalletView } from './help/GetWalletView'
import { WhatIsAWalletView } from './help/WhatIsAWalletView'
import { NetworksView } from './network/NetworksView'
import { SwitchActiveChainView } from './network/SwitchActiveChainView'
import { SwitchNetworkView } from './network/SwitchNetworkView'
import { WalletPickerView } from './picker/WalletPickerView'
import { ProfileWalletsView } from './profile/ProfileWalletsView'
import { WalletSendPreviewView } from './send/WalletSendPreviewView'
import { WalletSendSelectTokenView } from './send/WalletSendSelectTokenView'
import { WalletSendView } from './send/WalletSendView'
import { SiwxSignMessageView } from './siwx/SiwxSignMessageView'
import { ConnectingFarcasterView } from './social/ConnectingFarcasterView'
import { ConnectingSocialView } from './social/ConnectingSocialView'
import { ConnectingWalletConnectBasicView } from './walletconnect/ConnectingWalletConnectBasicView'
import { ConnectingWalletConnectView } from './walletconnect/ConnectingWalletConnectView'

const VIEWS: Record<RouterView, () => ReactElement> = {
  Connect: () => <ConnectView />,
  Account: () => <AccountView />,
  AllWallets: () => <AllWalletsView />,
  ConnectingExternal: () => <ConnectingExternalView />,
  Networks: () => <NetworksView />,
  SwitchNetwork: () => <SwitchNetworkView />,
  SwitchActiveChain: () => <SwitchActiveChainView />,
  ConnectingWalletConnectBasic: () => <ConnectingWalletConnectBasicView />,
  ConnectingWalletConnect: () => <ConnectingWalletConnectView />,
  DataCapture: () => <DataCaptureView />,
  SIWXSignMessage: () => <SiwxSignMessageView />,
  ApproveTransaction: () => <ApproveTransactionView />,
  EmailLogin: () => <EmailLoginView />,
  EmailVerifyOtp: () => <EmailVerifyOtpView />,
  EmailVerifyDevice: () => <EmailVerifyDeviceView />,
  ConnectingSocial: () => <ConnectingSocialView />,
  ConnectingFarcaster: () => <ConnectingFarcasterView />,
  ProfileWallets: () => <ProfileWalletsView />,
  UpdateEmailWallet: () => <UpdateEmailWalletView />,
  UpdateEmailPrimaryOtp: () => <UpdateEmailPrimaryOtpView />,
  UpdateEmailSecondaryOtp: () => <UpdateEmailSecondaryOtpView />,
  WalletSend: () => <WalletSendView />,
  WalletSendSelectToken: () => <WalletSendSelectTokenView />,
  WalletSendPreview: () => <WalletSendPreviewView />,
  WalletPicker: () => <WalletPickerView />,
  WhatIsAWallet: () => <WhatIsAWalletView />,
  GetWallet: () => <GetWalletView />,
}

/**
 * Renders the component of a router view. Every view of the router has one.
 *
 * @example
 * ```tsx
 * <ViewSwitch view={snap.router.view} />
 * ```
 */
export function ViewSwitch({ view }: { view: RouterView }) {
  return VIEWS[view]()
}
