import { lazy, withLoaded } from '../../shared/lazy/lazy'
import { whenLoaded } from '../../shared/lazy/lazyFacades'
import type { ChainNamespace } from '../../shared/networks/types'
import type { AccountContext, AccountController } from './createAccountController'
import { createAccountEdits } from './createAccountEdits'
import type { AccountState } from './types'

/**
 * The account controller with the code that follows a connection (its address, network, wallet
 * and balance) loaded with the connections controller's (at mount, `load()`) instead of with the
 * page. The tab, the address labels and `patch` answer at once; `refreshBalance` waits for the
 * code; the connection's changes come from code that has loaded it first (a network change with
 * no connected address changes nothing).
 *
 * @param accounts - The instance's accounts slice.
 * @param deps - Adapters, active network, namespace and connector.
 * @returns An {@link AccountController} and `load()`.
 * @example
 * ```ts
 * const account = createLazyAccount(state.accounts, deps)
 * account.actions.setCurrentTab('activity')
 * ```
 */
export function createLazyAccount(
  accounts: Partial<Record<ChainNamespace, AccountState>>,
  deps: AccountContext,
): AccountController & { load: () => Promise<AccountController> } {
  const full = lazy(() =>
    import('./createAccountController').then((m) => m.createAccountController(accounts, deps)),
  )
  const { setCurrentTab, setAddressLabel, patch } = createAccountEdits(accounts, deps.getActiveNamespace)
  /** Runs at once when loaded, else once loaded (code that failed to load changes nothing). */
  const later = (run: (a: AccountController['actions']) => void) => whenLoaded(full, (a) => run(a.actions))
  return {
    actions: {
      setCurrentTab,
      setAddressLabel,
      patch,
      refreshBalance: (namespace) => withLoaded(full, (a) => a.actions.refreshBalance(namespace)),
      setConnected: (ns, params) => later((a) => a.setConnected(ns, params)),
      reset: (ns) => later((a) => a.reset(ns)),
      syncNetwork(ns) {
        if (accounts[ns]?.address) later((a) => a.syncNetwork(ns))
      },
    },
    load: () => full.load(),
  }
}
