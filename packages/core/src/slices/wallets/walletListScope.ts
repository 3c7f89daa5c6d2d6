import type { RouterData } from '../../kernel/router/views'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The family a wallet list is limited to, and the router data that keeps it limited on the next
 * list (All Wallets) and back from a connecting view. A list opened for one namespace (router data
 * `namespace`: ProfileWallets' "Add wallet") or for a network of a family with no wallet yet
 * (`network`: SwitchActiveChain) lists only the wallets of that namespace.
 *
 * @param data - The router data of the list's view.
 * @returns `only`, the namespace the list is limited to (none: every wallet), and `data` to carry on.
 * @example
 * ```ts
 * walletListScope({ network: solanaDevnet }) // { only: 'solana', data: { network: solanaDevnet } }
 * walletListScope({}) // { only: undefined, data: {} }
 * ```
 */
export function walletListScope(data: Pick<RouterData, 'namespace' | 'network'>): {
  only: ChainNamespace | undefined
  data: RouterData
} {
  const carried: RouterData = {}
  if (data.namespace) carried.namespace = data.namespace
  if (data.network) carried.network = data.network
  return { only: data.namespace ?? data.network?.chainNamespace, data: carried }
}
