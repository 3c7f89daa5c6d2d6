import type { CaipNetwork, ChainAdapter } from '@latch/core'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import type { DemoConfig } from '../demoConfig'

/**
 * The demo's Solana networks: the local SVM node of this run, when the world runs one.
 *
 * @param config - The demo config.
 * @returns The Solana localnet, or nothing.
 * @example
 * ```ts
 * createLatch({ networks: [...evmNetworks, ...demoSolanaNetworks(config)], adapters })
 * ```
 */
export function demoSolanaNetworks(config: DemoConfig): CaipNetwork[] {
  if (!config.solana) return []
  const { genesisHash, rpcUrl, wsUrl } = config.solana
  return [solanaLocalnet({ genesisHash, http: rpcUrl, webSocket: wsUrl })]
}

/**
 * The demo's Solana adapter (Wallet Standard discovery), when the world runs a Solana node.
 *
 * @param config - The demo config.
 * @returns The Solana adapter, or nothing.
 * @example
 * ```ts
 * createLatch({ adapters: [evmAdapter(), ...demoSolanaAdapters(config)], networks })
 * ```
 */
export function demoSolanaAdapters(config: DemoConfig): ChainAdapter[] {
  return config.solana ? [solanaAdapter()] : []
}
