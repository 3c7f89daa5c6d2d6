import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { RouterView } from './routerViews'
import type { RouterWallet } from './routerWallet'
import type { SocialProvider } from './socialProvider'

// The view names, the chosen wallet and the social providers live one concept per file beside the
// navigation data; this module names them all for the router's importers.
export { isRouterView, ROUTER_VIEWS, type RouterView } from './routerViews'
export type { RouterWallet } from './routerWallet'
export type { SocialProvider } from './socialProvider'

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
