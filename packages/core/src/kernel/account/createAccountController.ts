import type { ChainAdapter } from '../../adapters/types'
import { toCaipAddress } from '../../shared/networks/caipAddress'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import { formatUnits } from '../../shared/numbers/formatUnits'
import { createAccountEdits } from './createAccountEdits'
import { createEmptyAccount } from './createEmptyAccount'
import type { AccountActions, AccountState, WalletInfo } from './types'

/**
 * What the account controller needs from the rest of the instance.
 *
 * @example
 * ```ts
 * createAccountController(state.accounts, { getAdapter, getActiveNetwork, getActiveNamespace })
 * ```
 */
export type AccountContext = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getActiveNetwork: (namespace: ChainNamespace) => CaipNetwork | undefined
  getActiveNamespace: () => ChainNamespace
  /** The connector the namespace is connected through (balances are read through it). */
  getActiveConnectorId?: (namespace: ChainNamespace) => string | undefined
}

/**
 * The account controller: account state per namespace (SPEC §3) and the native balance read through
 * the adapter after connect.
 *
 * @param accounts - The instance's accounts slice.
 * @param deps - Adapters and active networks.
 * @returns `actions` (the public {@link AccountActions} plus `setConnected`, `reset`, `syncNetwork`).
 * @example
 * ```ts
 * const account = createAccountController(state.accounts, deps)
 * account.actions.setConnected('eip155', { address: '0xabc', walletInfo })
 * ```
 */
export function createAccountController(
  accounts: Partial<Record<ChainNamespace, AccountState>>,
  deps: AccountContext,
) {
  const { ensure, ...edits } = createAccountEdits(accounts, deps.getActiveNamespace)

  /** Recompute the CAIP-10 address of `ns` from its address and active network. */
  function syncCaipAddress(ns: ChainNamespace): void {
    const account = accounts[ns]
    const network = deps.getActiveNetwork(ns)
    if (!account?.address) return
    account.caipAddress = network ? toCaipAddress(network.caipNetworkId, account.address) : undefined
  }

  const publicActions: AccountActions = {
    ...edits,
    async refreshBalance(namespace = deps.getActiveNamespace()) {
      const account = accounts[namespace]
      const network = deps.getActiveNetwork(namespace)
      const adapter = deps.getAdapter(namespace)
      if (!account?.address || !network || !adapter) return
      const requestedFor = account.caipAddress
      account.balanceLoading = true
      try {
        const connectorId = deps.getActiveConnectorId?.(namespace)
        const balance = await adapter.getBalance({
          address: account.address,
          network,
          ...(connectorId ? { connectorId } : {}),
        })
        if (account.caipAddress !== requestedFor) return
        account.balance = formatUnits(balance.value, balance.decimals)
        account.balanceSymbol = balance.symbol
      } catch {
        // the balance stays unknown; the account view shows it as unavailable
      } finally {
        if (account.caipAddress === requestedFor) account.balanceLoading = false
      }
    },
  }

  return {
    actions: {
      ...publicActions,
      /** Record a connected address and wallet for `ns`, then read its balance (not awaited). */
      setConnected(
        ns: ChainNamespace,
        params: { address: string; walletInfo: WalletInfo; type?: 'eoa' | 'smartAccount' | undefined },
      ): void {
        const account = ensure(ns)
        if (account.address !== params.address) {
          account.balance = undefined
          account.balanceSymbol = undefined
          account.tokenBalance = []
        }
        account.address = params.address
        account.connectedWalletInfo = params.walletInfo
        if (params.type) account.preferredAccountType = params.type
        syncCaipAddress(ns)
        void publicActions.refreshBalance(ns)
      },
      /** Forget the account of `ns` (keeps the tab and labels). */
      reset(ns: ChainNamespace): void {
        const account = accounts[ns]
        if (!account) return
        const { currentTab, addressLabels } = account
        Object.assign(account, createEmptyAccount(), { currentTab, addressLabels })
      },
      /** The active network of `ns` changed: update the CAIP address and re-read the balance. */
      syncNetwork(ns: ChainNamespace): void {
        if (!accounts[ns]?.address) return
        syncCaipAddress(ns)
        void publicActions.refreshBalance(ns)
      },
    },
  }
}

/**
 * What {@link createAccountController} returns.
 *
 * @example
 * ```ts
 * const account: AccountController = createAccountController(state.accounts, deps)
 * ```
 */
export type AccountController = ReturnType<typeof createAccountController>
