import type { Latch } from '@latch/core'
import { type Config, type CreateConfigParameters, createConfig, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { type LatchConnectorOptions, latchConnector } from '../connector/latchConnector'

/**
 * Parameters of {@link createLatchWagmiConfig}: wagmi's `createConfig` parameters plus the Latch
 * instance. `connectors` are added after Latch's; `multiInjectedProviderDiscovery` defaults to
 * `false`, since Latch already discovers and lists the page's wallets.
 *
 * @example
 * ```ts
 * const parameters: CreateLatchWagmiConfigParameters = { latch, chains: [mainnet], transports: { [mainnet.id]: http() } }
 * ```
 */
export type CreateLatchWagmiConfigParameters<
  chains extends readonly [Chain, ...Chain[]] = readonly [Chain, ...Chain[]],
  transports extends Record<chains[number]['id'], Transport> = Record<chains[number]['id'], Transport>,
> = CreateConfigParameters<chains, transports> & {
  /** The Latch instance whose eip155 connection wagmi uses. */
  latch: Latch
  /** Options of the Latch connector. */
  connector?: LatchConnectorOptions
}

/**
 * A wagmi config whose first connector is {@link latchConnector}: the two lines that put an app's
 * wagmi hooks on the wallet connected through Latch.
 *
 * @param parameters - wagmi's `createConfig` parameters and the Latch instance.
 * @returns The wagmi config, for `<WagmiProvider config={config}>` or `@wagmi/core` actions.
 * @example
 * ```ts
 * import { http } from '@wagmi/core'
 * import { mainnet } from 'viem/chains'
 * const config = createLatchWagmiConfig({ latch, chains: [mainnet], transports: { [mainnet.id]: http() } })
 * ```
 */
export function createLatchWagmiConfig<
  const chains extends readonly [Chain, ...Chain[]],
  transports extends Record<chains[number]['id'], Transport>,
>(parameters: CreateLatchWagmiConfigParameters<chains, transports>): Config<chains, transports> {
  const { latch, connector, connectors = [], multiInjectedProviderDiscovery = false, ...rest } = parameters
  return createConfig({
    ...(rest as CreateConfigParameters<chains, transports>),
    multiInjectedProviderDiscovery,
    connectors: [latchConnector(latch, connector), ...connectors],
  }) as unknown as Config<chains, transports>
}
