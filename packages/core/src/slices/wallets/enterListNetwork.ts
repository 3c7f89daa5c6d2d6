import type { ChainActions } from '../../kernel/chains/types'
import type { RouterData } from '../../kernel/router/views'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The parts of an instance {@link enterListNetwork} reads and calls (a `Latch` is one).
 *
 * @example
 * ```ts
 * const target: EnterListNetworkTarget = latch
 * ```
 */
export type EnterListNetworkTarget = {
  readonly state: {
    readonly router: { readonly data: Pick<RouterData, 'network'> }
    readonly connections: { readonly connections: Partial<Record<ChainNamespace, readonly unknown[]>> }
  }
  readonly chains: Pick<ChainActions, 'switchNow'>
}

/**
 * A connect started from the ways to connect listed for a network of a family with no wallet yet
 * (SwitchActiveChain and its All Wallets: router data `network`) first makes that network the active
 * one, so the wallet, email or social login connects on the network the visitor chose. No wallet is
 * asked (the family has none); with a wallet of that family, or without such a network, nothing
 * changes. Going Back from the list instead changes nothing either.
 *
 * @param latch - The instance.
 * @returns Whether the network was made the active one.
 * @example
 * ```ts
 * enterListNetwork(latch) // then latch.auth.connectEmail(email)
 * ```
 */
export function enterListNetwork(latch: EnterListNetworkTarget): boolean {
  const { network } = latch.state.router.data
  if (!network || latch.state.connections.connections[network.chainNamespace]?.length) return false
  void latch.chains.switchNow(network).catch(() => undefined)
  return true
}
