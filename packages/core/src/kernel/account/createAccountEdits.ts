import type { ChainNamespace } from '../../shared/networks/types'
import { createEmptyAccount } from './createEmptyAccount'
import type { AccountActions, AccountState } from './types'

/**
 * The account edits that need no connection code: the shown tab, address labels and `patch`
 * (an account is created empty on first edit), and `ensure`, which the controller builds on.
 *
 * @param accounts - The instance's accounts slice.
 * @param getActiveNamespace - The namespace an edit without one applies to.
 * @returns The edits and `ensure`.
 * @example
 * ```ts
 * const edits = createAccountEdits(state.accounts, () => state.chains.activeNamespace)
 * edits.setCurrentTab('activity')
 * ```
 */
export function createAccountEdits(
  accounts: Partial<Record<ChainNamespace, AccountState>>,
  getActiveNamespace: () => ChainNamespace,
): Pick<AccountActions, 'setCurrentTab' | 'setAddressLabel' | 'patch'> & {
  ensure: (ns: ChainNamespace) => AccountState
} {
  const ensure = (ns: ChainNamespace): AccountState => {
    accounts[ns] ??= createEmptyAccount()
    return accounts[ns]
  }
  return {
    ensure,
    setCurrentTab(tab, namespace = getActiveNamespace()) {
      ensure(namespace).currentTab = tab
    },
    setAddressLabel(address, label, namespace = getActiveNamespace()) {
      ensure(namespace).addressLabels[address] = label
    },
    patch(namespace, fields) {
      Object.assign(ensure(namespace), fields)
    },
  }
}
