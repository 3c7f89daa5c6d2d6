import type { RouterView } from '@latch/core'
import type { ReactElement } from 'react'
import { AllWalletsView } from './AllWalletsView'
import { AccountView } from './account/AccountView'
import { ApproveTransactionView } from './approval/ApproveTransactionView'
import { ConnectingExternalView } from './ConnectingExternalView'
import { ConnectView } from './ConnectView'
import { NetworksView } from './network/NetworksView'
import { SwitchActiveChainView } from './network/SwitchActiveChainView'
import { SwitchNetworkView } from './network/SwitchNetworkView'
import { WalletPickerView } from './picker/WalletPickerView'
import { WalletSendPreviewView } from './send/WalletSendPreviewView'
import { WalletSendSelectTokenView } from './send/WalletSendSelectTokenView'
import { WalletSendView } from './send/WalletSendView'
import { SiwxSignMessageView } from './siwx/SiwxSignMessageView'
import { ViewNotice } from './ViewNotice'
import { ConnectingWalletConnectView } from './walletconnect/ConnectingWalletConnectView'

const VIEWS: Record<RouterView, () => ReactElement> = {
  Connect: () => <ConnectView />,
  Account: () => <AccountView />,
  AllWallets: () => <AllWalletsView />,
  ConnectingExternal: () => <ConnectingExternalView />,
  Networks: () => <NetworksView />,
  SwitchNetwork: () => <SwitchNetworkView />,
  SwitchActiveChain: () => <SwitchActiveChainView />,
  ConnectingWalletConnectBasic: () => (
    <ViewNotice view="ConnectingWalletConnectBasic" text="Scan with your phone to connect a wallet." />
  ),
  ConnectingWalletConnect: () => <ConnectingWalletConnectView />,
  DataCapture: () => <ViewNotice view="DataCapture" text="Add your email to continue." />,
  SIWXSignMessage: () => <SiwxSignMessageView />,
  ApproveTransaction: () => <ApproveTransactionView />,
  EmailLogin: () => <ViewNotice view="EmailLogin" text="Sign in with your email." />,
  EmailVerifyOtp: () => <ViewNotice view="EmailVerifyOtp" text="Enter the code sent to your email." />,
  EmailVerifyDevice: () => (
    <ViewNotice view="EmailVerifyDevice" text="Approve this device from your email." />
  ),
  ConnectingSocial: () => <ViewNotice view="ConnectingSocial" text="Continue in the login window." />,
  ConnectingFarcaster: () => <ViewNotice view="ConnectingFarcaster" text="Scan with Farcaster to sign in." />,
  ProfileWallets: () => <ViewNotice view="ProfileWallets" text="Your connected wallets." />,
  UpdateEmailWallet: () => <ViewNotice view="UpdateEmailWallet" text="Change the email of your wallet." />,
  UpdateEmailPrimaryOtp: () => (
    <ViewNotice view="UpdateEmailPrimaryOtp" text="Enter the code sent to your current email." />
  ),
  UpdateEmailSecondaryOtp: () => (
    <ViewNotice view="UpdateEmailSecondaryOtp" text="Enter the code sent to your new email." />
  ),
  WalletSend: () => <WalletSendView />,
  WalletSendSelectToken: () => <WalletSendSelectTokenView />,
  WalletSendPreview: () => <WalletSendPreviewView />,
  WalletPicker: () => <WalletPickerView />,
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
