import type { LatchProvider } from '../../adapters/latchProviders'
import type { ChainAdapter, ConnectorType } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsState } from './types'

/**
 * Connectors whose own object is not the namespace's provider type: the embedded wallet's service
 * (it would skip ApproveTransaction) and the pairing connector (its own API, not the family's).
 * Their ids (AUTH_CONNECTOR_ID, PAIRING_CONNECTOR_ID) are their connector types, checked here as
 * types: importing the constants into this lazily loaded module would split them into a chunk of
 * their own in an app's first load.
 */
const NOT_THE_FAMILY_PROVIDER: ReadonlySet<string> = new Set<ConnectorType>(['ID_AUTH', 'walletConnect'])

/**
 * `latch.getProvider(namespace)`, with the code that records connections (loaded at mount, before
 * anything connects): undefined while nothing is connected on the namespace; then the
 * provider the namespace's adapter routes through Latch when it has one (built once per instance,
 * so every call returns the same object, which follows the active connection), else the connected
 * wallet's own object (the Wallet Standard wallet, the WBIP provider). The embedded wallet's and
 * the pairing connector's own objects are never handed out: undefined on a namespace without a
 * routed provider.
 *
 * @param state - The instance's connections slice.
 * @param getAdapter - The adapter of a namespace.
 * @returns `getProvider`, to be called with the instance itself (handed to the adapter's
 *   `latchProvider`).
 * @example
 * ```ts
 * const getProvider = createGetProvider(state.connections, (ns) => adapters.find((a) => a.namespace === ns))
 * const provider = getProvider(latch, 'eip155')
 * ```
 */
export function createGetProvider(
  state: ConnectionsState,
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined,
): <namespace extends ChainNamespace>(
  latch: object,
  namespace: namespace,
) => LatchProvider<namespace> | undefined {
  const routed = new Map<ChainNamespace, unknown>()
  return <namespace extends ChainNamespace>(latch: object, namespace: namespace) => {
    const connectorId = state.activeConnectorIds[namespace]
    if (state.status[namespace] !== 'connected' || connectorId === undefined) return undefined
    const adapter = getAdapter(namespace)
    if (!routed.has(namespace) && adapter?.latchProvider) {
      const provider = adapter.latchProvider(latch)
      if (provider !== undefined) routed.set(namespace, provider)
    }
    const provider = routed.has(namespace)
      ? routed.get(namespace)
      : NOT_THE_FAMILY_PROVIDER.has(connectorId)
        ? undefined
        : adapter?.getProvider?.(connectorId)
    return provider as LatchProvider<namespace> | undefined
  }
}
