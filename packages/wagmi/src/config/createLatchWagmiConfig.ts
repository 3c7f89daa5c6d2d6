import type { Latch } from '@latch/core'
import { type Config, type CreateConfigParameters, createConfig, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { type LatchConnectorOptions, latchConnector } from '../connector/latchConnector'
import { withoutPersistedConnections } from './withoutPersistedConnections'

/**
 * Parameters of {@link createLatchWagmiConfig}: wagmi's `createConfig` parameters plus the Latch
 * instance. `connectors` are added after Latch's; `multiInjectedProviderDiscovery` defaults to
 * `false`, since Latch already discovers and lists the page's wallets. `storage` (wagmi's default
 * when absent, as with `createConfig`) keeps everything but wagmi's record of its connections:
 * Latch stores and restores the connection itself.
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
 * wagmi hooks on the wallet connected through Latch. wagmi persists no connection of its own, so it
 * shows only an address Latch's wallet confirmed: a server render (`ssr: true`,
 * `cookieToInitialState`) is disconnected for every visitor, and the page shows the address once
 * Latch has restored the connection.
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
  const {
    latch,
    connector,
    connectors = [],
    multiInjectedProviderDiscovery = false,
    storage,
    ...rest
  } = parameters
  return createConfig({
    ...(rest as CreateConfigParameters<chains, transports>),
    storage: withoutPersistedConnections(storage),
    multiInjectedProviderDiscovery,
    connectors: [latchConnector(latch, connector), ...connectors],
  }) as unknown as Config<chains, transports>
}
