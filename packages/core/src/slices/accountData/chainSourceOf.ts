import type { AccountDataSource } from '../../adapters/AccountDataSource'
import type { CaipNetwork, CaipNetworkId } from '../../shared/networks/types'
import type { AccountDataContext } from './accountDataContext'

/**
 * Where a sent transaction is followed: the chain adapter's own source of its network (reading
 * through the app's RPC), whichever source lists the history (the hosted API too).
 *
 * @param parts - The instance's adapters and networks.
 * @returns The source and network of a network id, when its adapter has a source.
 * @example
 * ```ts
 * const getChainSource = chainSourceOf({ getAdapter, getNetworks })
 * getChainSource('eip155:1')?.source.getTransactionStatus?.({ hash, network })
 * ```
 */
export function chainSourceOf(
  parts: Pick<AccountDataContext, 'getAdapter' | 'getNetworks'>,
): (chain: CaipNetworkId) => { network: CaipNetwork; source: AccountDataSource } | undefined {
  return (chain) => {
    const network = parts.getNetworks().find((n) => n.caipNetworkId === chain)
    const source = network && parts.getAdapter(network.chainNamespace)?.accountData
    return network && source ? { network, source } : undefined
  }
}
