import type { AdapterContext, Connector } from './types'

/**
 * A wallet discovery that runs before its adapter's code has loaded (see
 * {@link LazyChainAdapterShape}'s `discovery`): started with the page's window, it reports each
 * change of the wallets it found. `start` also receives the adapter's context (`init`'s), for a
 * family whose discovery hands it on before the adapter's code loads (the Stacks wallet session
 * keeps its storage and networks); a discovery that has no use for it ignores it.
 *
 * @example
 * ```ts
 * discovery.start(window, (connectors) => render(connectors))
 * discovery.provider('io.metamask') // the announced EIP-1193 provider
 * ```
 */
export type AdapterDiscovery = {
  start(target: Window, onChange: (connectors: readonly Connector[]) => void, context?: AdapterContext): void
  stop(): void
  connectors(): readonly Connector[]
  provider(connectorId: string): unknown
}
