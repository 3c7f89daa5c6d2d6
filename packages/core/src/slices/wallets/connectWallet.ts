import type { Connector } from '../../adapters/types'
import type { Connection } from '../../kernel/connections/types'
import type { ChainNamespace } from '../../shared/networks/types'
import { PROFILE_FAMILIES } from '../multiWallet/profileFamilies'

/**
 * The parts of an instance {@link connectWallet} reads and calls (a `Latch` is one).
 *
 * @example
 * ```ts
 * const target: ConnectWalletTarget = latch
 * ```
 */
export type ConnectWalletTarget = {
  readonly state: {
    readonly connections: {
      readonly connectors: readonly Pick<Connector, 'id' | 'chain' | 'installed'>[]
      readonly connections: Partial<Record<ChainNamespace, readonly Pick<Connection, 'connectorId'>[]>>
    }
  }
  connect(params: { namespace: ChainNamespace; connectorId: string }): Promise<Connection>
}

/**
 * The other namespaces of `namespace`'s family (Stacks with Bitcoin) the wallet is installed for
 * and not connected on yet: one wallet holds both, so connecting it connects both.
 *
 * @param state - The discovered connectors and live connections.
 * @param namespace - The namespace the wallet was picked for.
 * @param connectorId - The wallet's connector id (the same in each namespace it serves).
 * @returns The sibling namespaces to connect too, in the family's order.
 * @example
 * ```ts
 * siblingNamespaces(latch.state, 'stacks', 'LeatherProvider') // ['bip122']
 * ```
 */
export function siblingNamespaces(
  state: ConnectWalletTarget['state'],
  namespace: ChainNamespace,
  connectorId: string,
): ChainNamespace[] {
  const family = PROFILE_FAMILIES.find((f) => f.namespaces.includes(namespace))
  return (family?.namespaces ?? []).filter(
    (ns) =>
      ns !== namespace &&
      state.connections.connectors.some((c) => c.id === connectorId && c.chain === ns && c.installed) &&
      !state.connections.connections[ns]?.some((c) => c.connectorId === connectorId),
  )
}

/**
 * Connects a wallet the visitor picked, on every namespace of its family it serves: a
 * Stacks/Bitcoin wallet picked for Stacks (the Connect list, All Wallets, the picker) connects
 * Bitcoin too, as the page's own Stacks/Bitcoin button does, so Bitcoin is no dead end afterwards.
 * The picked namespace's connect decides the outcome; a sibling the wallet refuses stays
 * unconnected (the visitor can add it from ProfileWallets).
 *
 * @param latch - The instance.
 * @param params - The namespace it was picked for and its connector id.
 * @returns The picked namespace's connection.
 * @example
 * ```ts
 * await connectWallet(latch, { namespace: 'stacks', connectorId: 'LeatherProvider' }) // Stacks and Bitcoin
 * ```
 */
export async function connectWallet(
  latch: ConnectWalletTarget,
  params: { namespace: ChainNamespace; connectorId: string },
): Promise<Connection> {
  const connection = await latch.connect(params)
  for (const namespace of siblingNamespaces(latch.state, params.namespace, params.connectorId))
    await latch.connect({ namespace, connectorId: params.connectorId }).catch(() => undefined)
  return connection
}
