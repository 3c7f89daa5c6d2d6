import type { CaipNetwork } from '@latch/core'
import type { DemoConfig } from '../demoConfig'
import { demoSolanaNetworks } from './demoSolana'
import { demoStacksNetworks } from './demoStacks'

/**
 * The demo's networks: the local EVM dev chains of this run, then the local Solana node and the
 * Stacks and Bitcoin testnets (local API) if any.
 *
 * @param config - The demo config.
 * @returns CAIP networks for `createLatch`.
 * @example
 * ```ts
 * createLatch({ networks: demoNetworks(config), adapters })
 * ```
 */
export function demoNetworks(config: DemoConfig): CaipNetwork[] {
  const evm: CaipNetwork[] = config.evmChains.map((chain) => ({
    id: String(chain.chainId),
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...(chain.explorerUrl
      ? { blockExplorers: { default: { name: 'Latch Local Explorer', url: chain.explorerUrl } } }
      : {}),
    testnet: true,
  }))
  return [...evm, ...demoSolanaNetworks(config), ...demoStacksNetworks(config)]
}
