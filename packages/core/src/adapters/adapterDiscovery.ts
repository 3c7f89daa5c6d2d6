import type { Connector } from './types'

/**
 * A wallet discovery that runs before its adapter's code has loaded (see
 * {@link LazyChainAdapterShape}'s `discovery`): started with the page's window, it reports each
 * change of the wallets it found.
 *
 * @example
 * ```ts
 * discovery.start(window, (connectors) => render(connectors))
 * discovery.provider('io.metamask') // the announced EIP-1193 provider
 * ```
 */
export type AdapterDiscovery = {
  start(target: Window, onChange: (connectors: readonly Connector[]) => void): void
  stop(): void
  connectors(): readonly Connector[]
  provider(connectorId: string): unknown
}
