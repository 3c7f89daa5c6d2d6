import type { CaipNetwork } from '@latch/core/kit'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import { NETWORK_REFERENCES } from './networkReferences'

/**
 * Mainnet or testnet, for a Stacks or Bitcoin network.
 *
 * @example
 * ```ts
 * networkKind(defineStacksNetwork('testnet', url)) // 'testnet'
 * ```
 */
export function networkKind(network: CaipNetwork | undefined): StacksNetworkKind {
  if (!network) return 'mainnet'
  if (network.chainNamespace === 'stacks')
    return network.id === NETWORK_REFERENCES.stacks.mainnet ? 'mainnet' : 'testnet'
  if (network.chainNamespace === 'bip122')
    return network.id === NETWORK_REFERENCES.bip122.mainnet ? 'mainnet' : 'testnet'
  return network.testnet ? 'testnet' : 'mainnet'
}
