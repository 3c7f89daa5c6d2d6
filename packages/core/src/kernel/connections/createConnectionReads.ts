import type { Connector } from '../../adapters/types'
import {
  MULTI_WALLET_NOT_ENABLED,
  MULTI_WALLET_NOT_ENABLED_ADVICE,
} from '../../shared/errors/alertsCatalogue'
import type { ChainNamespace } from '../../shared/networks/types'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import type { ConnectionsContext } from './connectionsContext'
import { connectMethodOrder } from './connectMethodOrder'
import { readConnector } from './readConnector'
import { recordReconnectingAddress } from './reconnectingAddress'
import { selectConnectors } from './selectConnectors'
import type { ConnectionStatus, ConnectionsState } from './types'

/**
 * The connections controller's reads of the state, its status setter and the record of the wallets
 * found: what the page needs before the code that records, restores and persists connections has
 * loaded (the kernel's `createLazyConnections`; a fresh visitor's mount records the wallets its
 * adapters found without it), and what `createConnectionsController` builds on.
 *
 * @param state - The instance's connections slice.
 * @param deps - The chains state, options, alerts and features.
 * @returns The reads.
 * @example
 * ```ts
 * const reads = createConnectionReads(state.connections, deps)
 * reads.getConnectorStatus('eip155', 'io.metamask') // 'disconnected'
 * ```
 */
export function createConnectionReads(
  state: ConnectionsState,
  deps: Pick<ConnectionsContext, 'chainsState' | 'options' | 'alerts' | 'features'>,
) {
  const active = (ns?: ChainNamespace) => ns ?? deps.chainsState.activeNamespace
  return {
    requestMultiWallet(): boolean {
      if (deps.options.isMultiWalletEnabled()) return true
      deps.alerts.show({
        code: 'MULTI_WALLET_NOT_ENABLED',
        message: MULTI_WALLET_NOT_ENABLED,
        advice: MULTI_WALLET_NOT_ENABLED_ADVICE,
        variant: 'warning',
      })
      return false
    },
    getConnectors: (namespace?: ChainNamespace) => selectConnectors({ connections: state }, namespace),
    /** The Connect view's order of connect methods (SPEC §2), from the wallets found so far. */
    getConnectMethodOrder: () => connectMethodOrder(state.connectors, deps.features),
    /** Records the wallets an adapter found in a namespace (replacing that namespace's). */
    setConnectors(ns: ChainNamespace, connectors: readonly Connector[]): void {
      // What a page announces is untrusted: a bounded number of connectors, safe icons only.
      const safe = connectors
        .slice(0, UNTRUSTED_LIMITS.listItems)
        .flatMap((c) => readConnector(c) ?? [])
        .slice(0, UNTRUSTED_LIMITS.connectors)
      state.connectors = [...state.connectors.filter((c) => c.chain !== ns), ...safe]
    },
    /** Whether several wallets may be connected at once (the app's option and the remote feature). */
    isMultiWalletEnabled: (): boolean => deps.options.isMultiWalletEnabled(),
    isConnected(namespace?: ChainNamespace): boolean {
      const ns = active(namespace)
      return state.status[ns] === 'connected' && Boolean(state.activeConnectorIds[ns])
    },
    setStatus(ns: ChainNamespace, status: ConnectionStatus): void {
      state.status[ns] = status
    },
    /**
     * Shows (or, with `undefined`, no longer shows) the address a reconnecting wallet confirmed:
     * only while the namespace is `reconnecting` (a late answer after the restore shows nothing).
     */
    setReconnectingAddress(ns: ChainNamespace, address: string | undefined): void {
      recordReconnectingAddress(state, ns, address)
    },
  }
}
