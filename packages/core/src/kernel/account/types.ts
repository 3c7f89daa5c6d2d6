import type { TokenBalance } from '../../adapters/AccountDataSource'
import type { ConnectorType } from '../../adapters/types'
import type { CaipAddress, ChainNamespace } from '../../shared/networks/types'
import type { SocialProvider } from '../router/views'

/**
 * Account tabs (SPEC §2): Tokens, NFTs, Activity.
 *
 * @example
 * ```ts
 * latch.account.setCurrentTab('activity')
 * ```
 */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/**
 * The account tabs in display order.
 *
 * @example
 * ```ts
 * ACCOUNT_TABS[0] // 'tokens'
 * ```
 */
export const ACCOUNT_TABS: readonly AccountTab[] = ['tokens', 'nfts', 'activity']

/**
 * The connected wallet as shown in the Account view.
 *
 * @example
 * ```ts
 * latch.getWalletInfo() // { name: 'MetaMask', icon: 'data:...', connectorId: 'io.metamask', type: 'announced' }
 * ```
 */
export type WalletInfo = {
  name: string
  icon?: string
  connectorId: string
  type?: ConnectorType
  rdns?: string
}

/**
 * The embedded-wallet user (email or social login).
 *
 * @example
 * ```ts
 * const user: AccountUser = { email: 'a@example.com' }
 * ```
 */
export type AccountUser = { email?: string; username?: string }

/**
 * Account state of one namespace (SPEC §3). Balances are decimal strings, never floats.
 *
 * @example
 * ```ts
 * const { address, balance, balanceSymbol } = latch.getAccount('eip155')
 * ```
 */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance in whole units as a decimal string, e.g. `'1.5'`. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** True while the native balance is being read. */
  balanceLoading: boolean
  profileName: string | undefined
  profileImage: string | undefined
  user: AccountUser | undefined
  smartAccountDeployed: boolean
  preferredAccountType: 'eoa' | 'smartAccount'
  socialProvider: SocialProvider | undefined
  tokenBalance: TokenBalance[]
  currentTab: AccountTab
  /** Labels for addresses, keyed by address. */
  addressLabels: Record<string, string>
  connectedWalletInfo: WalletInfo | undefined
}

/**
 * Account actions (`latch.account`).
 *
 * @example
 * ```ts
 * latch.account.setCurrentTab('nfts')
 * ```
 */
export interface AccountActions {
  /** Select an Account tab. */
  setCurrentTab(tab: AccountTab, namespace?: ChainNamespace): void
  /** Label an address (shown instead of the raw address). */
  setAddressLabel(address: string, label: string, namespace?: ChainNamespace): void
  /** Set any account fields (used by the data layer and auth connectors). */
  patch(namespace: ChainNamespace, fields: Partial<AccountState>): void
  /** Re-read the native balance through the adapter. */
  refreshBalance(namespace?: ChainNamespace): Promise<void>
}
