import { MESSAGES } from '../../shared/errors/catalogue'
import { ValidationError } from '../../shared/errors/errors'
import { isChainNamespace } from '../../shared/networks/caip'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../shared/networks/types'
import type { ConnectionFlowsContext, ConnectionFlowsState } from './connectionFlowsContext'
import { CONNECTION_MESSAGES } from './connectionMessages'
import type { Serialise } from './createNamespaceQueue'
import { namespacesOf } from './namespacesOf'

/**
 * The disconnect flows: of a namespace, of one wallet (in every namespace it connected), and of a
 * set of connectors, each in the namespaces' turn (`serialise`). A wallet that fails to disconnect
 * is still forgotten, and "Failed to disconnect" shows in the snack; the modal closes unless it
 * must show that, or a disconnect of one wallet among several leaves one connected.
 *
 * @param state - The connections, chains and modal slices.
 * @param deps - Adapters and controllers.
 * @param serialise - The namespaces' queue the connect flow shares.
 * @returns `disconnect`, `disconnectWallet` and `disconnectConnectors`.
 * @example
 * ```ts
 * const { disconnect } = createDisconnectFlows(state, deps, createNamespaceQueue())
 * await disconnect({ namespace: 'eip155' })
 * ```
 */
export function createDisconnectFlows(
  state: ConnectionFlowsState,
  deps: ConnectionFlowsContext,
  serialise: Serialise,
) {
  const { connections: connectionsState, chains: chainsState, modal: modalState } = state
  const { connections, modal } = deps

  /**
   * Disconnects every connection of the given connectors, in every namespace (or only in
   * `only`), in the namespaces' turn: the ids are read when the turn comes (a function), so a
   * connect that finished meanwhile is disconnected too. The modal closes unless `keepModal` is
   * set and a namespace is still connected.
   */
  function disconnectConnectors(
    connectorIds: ReadonlySet<string> | (() => Iterable<string>),
    scope: { only?: ChainNamespace; keepModal?: boolean } = {},
  ): Promise<void> {
    return serialise(scope.only === undefined ? CHAIN_NAMESPACES : [scope.only], () =>
      disconnectInTurn(new Set(typeof connectorIds === 'function' ? connectorIds() : connectorIds), scope),
    )
  }

  async function disconnectInTurn(
    connectorIds: ReadonlySet<string>,
    scope: { only?: ChainNamespace; keepModal?: boolean },
  ): Promise<void> {
    let failed = false
    const touched = new Set<ChainNamespace>()
    for (const connectorId of connectorIds) {
      const namespaces = namespacesOf(connectionsState, connectorId).filter(
        (ns) => scope.only === undefined || ns === scope.only,
      )
      for (const ns of namespaces) {
        touched.add(ns)
        try {
          await deps.getAdapter(ns)?.disconnect({ connectorId })
        } catch {
          failed = true
        }
        connections.actions.removeConnection(ns, connectorId)
      }
    }
    for (const ns of touched)
      if ((connectionsState.connections[ns] ?? []).length === 0) connections.actions.clearNamespace(ns)
    if (failed) deps.snack.showError(MESSAGES.failedToDisconnect)
    if (
      touched.has(chainsState.activeNamespace) &&
      !connections.actions.isConnected(chainsState.activeNamespace)
    ) {
      const other = (Object.keys(connectionsState.status) as ChainNamespace[]).find((n) =>
        connections.actions.isConnected(n),
      )
      if (other) chainsState.activeNamespace = other
    }
    if (touched.size > 0 && modalState.open) {
      const anyConnected = (Object.keys(connectionsState.status) as ChainNamespace[]).some((n) =>
        connections.actions.isConnected(n),
      )
      // "Failed to disconnect" shows in the modal's toast: it stays open (on Connect, or on the
      // Account of a wallet still connected) so the user sees it; a disconnect of one wallet among
      // several keeps it open too; otherwise it closes
      if (failed) modal.actions.open()
      else if (!(scope.keepModal && anyConnected)) modal.actions.close({ force: true })
    }
  }

  /**
   * Disconnect every wallet connected in a namespace (default: the active one). A wallet connected
   * in several namespaces through one session (an email or social login, a pairing session, a
   * Stacks and Bitcoin wallet) is one wallet: it is disconnected in all of them, as its adapters end
   * that session for all of them anyway.
   */
  async function disconnect(params: { namespace?: ChainNamespace } = {}): Promise<void> {
    const ns = params.namespace ?? chainsState.activeNamespace
    if (!isChainNamespace(ns))
      throw new ValidationError(CONNECTION_MESSAGES.unknownNamespace(ns), { code: 'INVALID_NAMESPACE' })
    await serialise(CHAIN_NAMESPACES, async () => {
      const live = connectionsState.connections[ns] ?? []
      await disconnectInTurn(new Set(live.map((c) => c.connectorId)), {})
      // a namespace can be marked connected with no connection left (a stale status): clear it too
      if (live.length === 0) connections.actions.clearNamespace(ns)
    })
  }

  /**
   * Disconnect one wallet: every connection of `connectorId`, in every namespace it connected.
   * Resolves with the namespaces it was disconnected from.
   */
  async function disconnectWallet(connectorId: string): Promise<ChainNamespace[]> {
    if (typeof connectorId !== 'string' || connectorId === '')
      throw new ValidationError(CONNECTION_MESSAGES.connectorIdRequired, { code: 'INVALID_CONNECTOR' })
    return serialise(CHAIN_NAMESPACES, async () => {
      const namespaces = namespacesOf(connectionsState, connectorId)
      // one wallet among several: the modal stays on the wallet that is now active (Account says
      // beforehand that the others stay); the last one closes it
      await disconnectInTurn(new Set([connectorId]), { keepModal: true })
      return namespaces
    })
  }

  return { disconnect, disconnectWallet, disconnectConnectors }
}
