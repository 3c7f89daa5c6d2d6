import type { AdapterEvent } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsController } from './createConnectionsController'

/**
 * Applies one adapter event to the connections: accounts changed (none left removes the
 * connection), chain changed, disconnect, connectors changed. Synchronous, so an event the wallet
 * sends right after mount lands in the same turn.
 *
 * @param connections - The connections controller.
 * @param ns - The adapter's namespace.
 * @param event - The adapter's event.
 * @example
 * ```ts
 * adapter.subscribe((event) => handleAdapterEvent(connections, 'eip155', event))
 * ```
 */
export function handleAdapterEvent(
  connections: ConnectionsController,
  ns: ChainNamespace,
  event: AdapterEvent,
): void {
  switch (event.type) {
    case 'accountsChanged':
      if (event.accounts.length === 0) connections.actions.removeConnection(ns, event.connectorId)
      else connections.actions.updateConnection(ns, event.connectorId, { accounts: event.accounts })
      return
    case 'chainChanged':
      connections.actions.updateConnection(ns, event.connectorId, { caipNetworkId: event.caipNetworkId })
      return
    case 'disconnect':
      connections.actions.removeConnection(ns, event.connectorId)
      return
    case 'connectorsChanged':
      connections.actions.setConnectors(ns, event.connectors)
      return
  }
}
