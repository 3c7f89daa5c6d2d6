import type { ChainAdapter } from '../../adapters/types'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { AccountDataContext } from './accountDataContext'

/**
 * Where a sent transaction is followed: the chain adapter's own source of its network (reading
 * through the app's RPC), whichever source lists the history (the hosted API too).
 *
 * @param parts - The instance's adapters and networks.
 * @returns The `getChainSource` of the account data context.
 * @example
 * ```ts
 * const getChainSource = chainSourceOf({ getAdapter, getNetworks })
 * getChainSource('eip155:1')?.source.getTransactionStatus?.({ hash, network })
 * ```
 */
export function chainSourceOf(parts: {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getNetworks: () => readonly CaipNetwork[]
}): AccountDataContext['getChainSource'] {
  return (chain) => {
    const network = parts.getNetworks().find((n) => n.caipNetworkId === chain)
    const source = network && parts.getAdapter(network.chainNamespace)?.accountData
    return network && source ? { network, source } : undefined
  }
}
