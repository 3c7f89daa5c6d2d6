import type { CaipNetwork, ChainNamespace } from '../../../shared/networks/types'
import type { WalletListing } from './types'
import { walletFamily } from './walletFamily'

/**
 * The network whose icon marks a wallet row in an app of several chain families: the app's first
 * network of the wallet's home family (see walletFamily). An app of one family marks no row.
 *
 * @param wallet - A listing entry.
 * @param networks - The app's networks, in configured order.
 * @returns The network to show the icon of, or `undefined` for no cue.
 * @example
 * ```ts
 * walletChainCue(phantom, latch.getState().chains.networks)?.caipNetworkId // 'solana:5eykt4…'
 * ```
 */
export function walletChainCue<N extends Pick<CaipNetwork, 'caipNetworkId'>>(
  wallet: Pick<WalletListing, 'chains'>,
  networks: readonly N[],
): N | undefined {
  const familyOf = (network: N) => network.caipNetworkId.split(':')[0] as ChainNamespace
  const families = [...new Set(networks.map(familyOf))]
  if (families.length < 2) return undefined
  const family = walletFamily(wallet, families)
  return networks.find((network) => familyOf(network) === family)
}
