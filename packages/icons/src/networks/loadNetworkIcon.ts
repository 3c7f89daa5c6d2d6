import { NETWORK_ICONS } from '../generated/iconLoaders'
import { loadTokenIcon } from '../tokens/loadTokenIcon'
import { networkIconName } from './networkIconName'

/**
 * Loads the shipped mark of a network: its own mark when it is a well-known chain or a Solana,
 * Stacks or Bitcoin network, else the mark of its native currency (a local or custom EVM chain
 * paying in ETH shows ETH).
 *
 * @param network - The network's CAIP-2 id and native currency.
 * @returns An SVG data URL, or undefined when neither is shipped.
 * @example
 * ```ts
 * await loadNetworkIcon({ caipNetworkId: 'eip155:8453' }) // the Base mark
 * await loadNetworkIcon({ caipNetworkId: 'eip155:31337', nativeCurrency: { symbol: 'ETH' } }) // ETH
 * ```
 */
export async function loadNetworkIcon(network: {
  caipNetworkId: string
  nativeCurrency?: { symbol: string } | undefined
}): Promise<string | undefined> {
  const name = networkIconName(network.caipNetworkId)
  if (name) return (await NETWORK_ICONS[name]()).icon
  return network.nativeCurrency ? loadTokenIcon({ symbol: network.nativeCurrency.symbol }) : undefined
}
