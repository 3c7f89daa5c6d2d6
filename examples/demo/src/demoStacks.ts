import type { CaipNetwork, ChainAdapter } from '@latch/core'
import { createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork } from '@latch/stacks'
import type { DemoConfig } from '../demoConfig'
import { relistOnWalletsInstalled } from './relistOnWalletsInstalled'

/**
 * The demo's Stacks and Bitcoin networks (testnet): the local Stacks API and Esplora of this run,
 * when the world runs them.
 *
 * @param config - The demo config.
 * @returns Stacks Testnet and Bitcoin Testnet, or nothing.
 * @example
 * ```ts
 * createLatch({ networks: [...evmNetworks, ...demoStacksNetworks(config)], adapters })
 * ```
 */
export function demoStacksNetworks(config: DemoConfig): CaipNetwork[] {
  if (!config.stacks) return []
  return [
    defineStacksNetwork('testnet', config.stacks.apiUrl),
    defineBitcoinNetwork('testnet', config.stacks.esploraUrl),
  ]
}

/**
 * The demo's Stacks (`stacks`) and Bitcoin (`bip122`) adapters, sharing one selected wallet, when
 * the world runs a Stacks API. They list their wallets again when the Dev wallet switch installs
 * the dev Stacks/Bitcoin wallet after Latch started.
 *
 * @param config - The demo config.
 * @returns Both adapters, or nothing.
 * @example
 * ```ts
 * createLatch({ adapters: [evmAdapter(), ...demoStacksAdapters(config)], networks })
 * ```
 */
export function demoStacksAdapters(config: DemoConfig): ChainAdapter[] {
  if (!config.stacks) return []
  const { stacks, bip122 } = createStacksAdapters()
  return [relistOnWalletsInstalled(stacks), relistOnWalletsInstalled(bip122)]
}
