import { PAIRING_CONNECTOR_ID } from '../../../adapters/pairingConnectorId'
import type { CaipNetwork, ChainNamespace } from '../../../shared/networks/types'
import type { WalletListing } from './types'
import { walletFamily } from './walletFamily'

/**
 * The networks whose icons mark a wallet row in an app of several chain families: for each of the
 * app's families the wallet serves, the app's first network of it, the wallet's home family first
 * (see walletFamily), then in the app's order. Leather in an app of EVM, Solana, Stacks and Bitcoin shows Stacks and Bitcoin.
 * An app of one family marks no row, nor does WalletConnect, which pairs with every family.
 *
 * @param wallet - A listing entry.
 * @param networks - The app's networks, in configured order.
 * @returns The networks to show the icons of, none for no cue.
 * @example
 * ```ts
 * walletChainCue(leather, latch.getState().chains.networks).map((n) => n.chainNamespace) // ['stacks', 'bip122']
 * ```
 */
export function walletChainCue<N extends Pick<CaipNetwork, 'caipNetworkId'>>(
  wallet: Pick<WalletListing, 'id' | 'chains'>,
  networks: readonly N[],
): N[] {
  const familyOf = (id: string) => id.split(':')[0] as ChainNamespace
  const families = [...new Set(networks.map((n) => familyOf(n.caipNetworkId)))]
  // the pairing connector reaches every family: a cue would single one out
  if (families.length < 2 || wallet.id === PAIRING_CONNECTOR_ID) return []
  const home = walletFamily(wallet, families)
  const served = new Set(wallet.chains.map(familyOf))
  const shown = families
    .filter((family) => served.has(family))
    .sort((a, b) => Number(b === home) - Number(a === home))
  return shown.flatMap((family) => networks.find((n) => familyOf(n.caipNetworkId) === family) ?? [])
}
