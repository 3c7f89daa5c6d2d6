import type { ConnectorType } from '../../adapters/types'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'

/**
 * Every view of the modal: the SPEC §2 list followed by the views the connect, send, email and
 * Stacks/Bitcoin picker flows need. React renders the current one; core decides which.
 *
 * @example
 * ```ts
 * latch.router.push('AllWallets')
 * ```
 */
export const ROUTER_VIEWS = [
  // SPEC §2
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'SwitchNetwork',
  'SwitchActiveChain',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'EmailLogin',
  'ConnectingFarcaster',
  'ConnectingWalletConnect',
  'ProfileWallets',
  'UpdateEmailWallet',
  // flows
  /** Connecting to a chosen installed/announced wallet (router data `wallet`). */
  'ConnectingExternal',
  /** The network picker. */
  'Networks',
  /** Send: amount and receiver. */
  'WalletSend',
  /** Send: choose the token. */
  'WalletSendSelectToken',
  /** Send: review before signing. */
  'WalletSendPreview',
  /** Email login: one-time code. */
  'EmailVerifyOtp',
  /** Email login: approve this device by email. */
  'EmailVerifyDevice',
  /** Social login popup in progress (router data `socialProvider`). */
  'ConnectingSocial',
  /** Email change: code sent to the current address. */
  'UpdateEmailPrimaryOtp',
  /** Email change: code sent to the new address. */
  'UpdateEmailSecondaryOtp',
  /** Stacks/Bitcoin wallet picker (installed wallets marked). */
  'WalletPicker',
] as const

/**
 * A modal view name, one of {@link ROUTER_VIEWS}.
 *
 * @example
 * ```ts
 * const view: RouterView = 'SwitchActiveChain'
 * ```
 */
export type RouterView = (typeof ROUTER_VIEWS)[number]

/**
 * True when `value` names a modal view.
 *
 * @param value - Any value.
 * @returns Whether it is a {@link RouterView}.
 * @example
 * ```ts
 * isRouterView('Account') // true
 * ```
 */
export function isRouterView(value: unknown): value is RouterView {
  return typeof value === 'string' && (ROUTER_VIEWS as readonly string[]).includes(value)
}

/**
 * Direction of the last view transition (SPEC §2): `next` after push/replace, `prev` after goBack.
 *
 * @example
 * ```ts
 * latch.getState().router.transition // 'next'
 * ```
 */
export type TransitionDirection = 'next' | 'prev'

/**
 * Social login providers (router data and account `socialProvider`).
 *
 * @example
 * ```ts
 * latch.router.push('ConnectingSocial', { socialProvider: 'google' })
 * ```
 */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

/**
 * The wallet the user chose, carried to the connecting views. A registry entry, a discovered
 * connector, or both merged.
 *
 * @example
 * ```ts
 * const wallet: RouterWallet = { id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask', namespace: 'eip155', installed: true }
 * ```
 */
export type RouterWallet = {
  /** Registry id or connector id. */
  id: string
  /** Name shown to the user. */
  name: string
  /** Icon URL (or data: URL from the wallet). */
  imageUrl?: string
  /** Reverse-DNS id (EIP-6963). */
  rdns?: string
  /** Connector to connect with, when the wallet is present in the page. */
  connectorId?: string
  /** Connector kind, when known. */
  connectorType?: ConnectorType
  /** Namespace to connect on. */
  namespace?: ChainNamespace
  /** True when the wallet is present in this page. */
  installed?: boolean
  /** Deep link of the mobile app (pairing protocol). */
  mobileLink?: string
  /** Link of the desktop app (pairing protocol). */
  desktopLink?: string
  /** Link of the web app (pairing protocol). */
  webappLink?: string
}

/**
 * Data a view receives with the navigation. Every field is optional; a view reads the ones it
 * needs.
 *
 * @example
 * ```ts
 * latch.router.push('SwitchActiveChain', {
 *   switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solanaDevnet,
 * })
 * ```
 */
export type RouterData = {
  /** SwitchActiveChain: namespace to make active. */
  switchToChain?: ChainNamespace
  /** SwitchActiveChain: view to go to once the namespace is active. */
  navigateTo?: RouterView
  /** SwitchActiveChain: go to `navigateTo` with replace instead of push. */
  navigateWithReplace?: boolean
  /** SwitchNetwork / SwitchActiveChain: the network to switch to. */
  network?: CaipNetwork
  /** ConnectingExternal, ConnectingWalletConnect: the chosen wallet. */
  wallet?: RouterWallet
  /** Email flows: the address being verified. */
  email?: string
  /** UpdateEmail flows: the new address. */
  newEmail?: string
  /** ConnectingSocial: the provider. */
  socialProvider?: SocialProvider
  /** ApproveTransaction: the wallet method awaiting approval. */
  method?: string
  /** WalletPicker: the namespace whose wallets are listed (stacks or bip122). */
  pickerNamespace?: ChainNamespace
  /**
   * Connect, AllWallets: list only the wallets of this namespace and connect on it, keeping the
   * wallets there are (ProfileWallets' "Add wallet" for one family).
   */
  namespace?: ChainNamespace
}
