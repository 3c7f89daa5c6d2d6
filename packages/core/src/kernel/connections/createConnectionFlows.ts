import type { AdapterEvent, ChainAdapter } from '../../adapters/types'
import { MESSAGES } from '../../shared/errors/catalogue'
import {
  ConnectionError,
  ModalClosedError,
  UserCanceledError,
  ValidationError,
} from '../../shared/errors/errors'
import type { LatchError } from '../../shared/errors/LatchError'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { isChainNamespace } from '../../shared/networks/caip'
import { type CaipNetworkId, CHAIN_NAMESPACES, type ChainNamespace } from '../../shared/networks/types'
import type { ChainsState } from '../chains/types'
import type { ModalController } from '../modal/createModalController'
import type { ModalState } from '../modal/types'
import type { SnackActions } from '../snack/types'
import type { ConnectionsController } from './createConnectionsController'
import { createNamespaceQueue } from './createNamespaceQueue'
import { handleAdapterEvent } from './handleAdapterEvent'
import { namespacesOf as namespacesIn } from './namespacesOf'
import type { Connection, ConnectionsState } from './types'

/**
 * What the connect, disconnect and adapter-event flows need.
 *
 * @example
 * ```ts
 * createConnectionFlows(state, { getAdapter, connections, modal, snack })
 * ```
 */
export type ConnectionFlowsContext = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  connections: ConnectionsController
  modal: ModalController
  snack: SnackActions
}

/**
 * The state the flows work on: the connections, chains and modal slices.
 *
 * @example
 * ```ts
 * createConnectionFlows({ connections: state.connections, chains: state.chains, modal: state.modal }, deps)
 * ```
 */
export type ConnectionFlowsState = {
  connections: ConnectionsState
  chains: ChainsState
  modal: ModalState
}

type ConnectedListener = (event: { namespace: ChainNamespace; connection: Connection }) => boolean | undefined

const copyConnection = (c: Connection): Connection => ({ ...c, accounts: c.accounts.map((a) => ({ ...a })) })

/**
 * The flows that talk to adapters: user connect (raced against the modal closing), disconnect of a
 * namespace or of one wallet (in every namespace it connected), and the handling of adapter events.
 * Connects, disconnects and restores run one at a time per namespace (`serialise`): each asks the
 * wallets and records their answers before the next one starts, so what Latch records is what the
 * wallets hold (a late answer never undoes a later change).
 *
 * @param state - The connections, chains and modal slices.
 * @param deps - Adapters and controllers.
 * @returns `actions` (`connect`, `disconnect`, `disconnectWallet`, `disconnectConnectors`, `namespacesOf`, `handleAdapterEvent`, `onConnected`, `serialise`).
 * @example
 * ```ts
 * const flows = createConnectionFlows(state, deps)
 * await flows.actions.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
 * ```
 */
export function createConnectionFlows(state: ConnectionFlowsState, deps: ConnectionFlowsContext) {
  const { connections: connectionsState, chains: chainsState, modal: modalState } = state
  const { connections, modal } = deps
  const connectedListeners = new Set<ConnectedListener>()
  const serialise = createNamespaceQueue()
  // per namespace: how many connects are under way, and how to abandon the one picked in the modal
  const pending = new Map<ChainNamespace, number>()
  const picked = new Map<ChainNamespace, (error: LatchError) => void>()

  const requireAdapter = (namespace: unknown): ChainAdapter => {
    const adapter =
      typeof namespace === 'string' && isChainNamespace(namespace) ? deps.getAdapter(namespace) : undefined
    if (!adapter)
      throw new ValidationError(`No adapter for namespace "${String(namespace)}"`, { code: 'NO_ADAPTER' })
    return adapter
  }

  async function connect(params: {
    namespace: ChainNamespace
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<Connection> {
    const adapter = requireAdapter(params.namespace)
    const ns = adapter.namespace
    const { connectorId } = params
    if (typeof connectorId !== 'string' || connectorId === '')
      throw new ValidationError('A connector id is required', { code: 'INVALID_CONNECTOR' })
    const caipNetworkId = params.caipNetworkId ?? chainsState.activeNetworkIds[ns]
    if (
      caipNetworkId &&
      !chainsState.networks.some((n) => n.caipNetworkId === caipNetworkId && n.chainNamespace === ns)
    )
      throw new ValidationError(`"${caipNetworkId}" is not one of the app's ${ns} networks`, {
        code: 'NETWORK_NOT_FOUND',
      })

    if (!connections.actions.isConnected(ns)) connections.actions.setStatus(ns, 'connecting')
    modal.actions.setLoading(true)
    modal.actions.setLoading(true, ns)
    pending.set(ns, (pending.get(ns) ?? 0) + 1)
    // A connect is abandoned, until its wallet answers, when the modal it came from closes or the
    // user picks another wallet there: it rejects to the caller and its turn ends at once.
    let answered = false
    let gaveUp: LatchError | undefined
    let abandon = (_: LatchError) => {}
    const abandoned = new Promise<never>((_, reject) => {
      abandon = (error) => {
        if (answered || gaveUp) return
        gaveUp = error
        reject(error)
      }
    })
    abandoned.catch(() => {})
    let removeCloseListener = () => {}
    if (modalState.open) {
      removeCloseListener = modal.actions.onClose(() => abandon(new ModalClosedError()))
      picked.get(ns)?.(new UserCanceledError({ details: 'Another wallet was picked' }))
      picked.set(ns, abandon)
    }
    const committed = serialise([ns], async () => {
      // abandoned while it waited for its turn: no wallet is asked
      if (gaveUp) throw gaveUp
      const asked = adapter.connect(caipNetworkId ? { connectorId, caipNetworkId } : { connectorId })
      let result: Awaited<typeof asked> | undefined
      try {
        result = await Promise.race([asked, abandoned])
      } catch (error) {
        if (error !== gaveUp) throw error
      }
      // abandoned before (or as) the wallet answered: the caller was told so, an approval is undone
      if (gaveUp) {
        undoLateApproval(ns, adapter, connectorId, asked)
        throw gaveUp
      }
      answered = true
      if (!Array.isArray(result?.accounts) || result.accounts.length === 0)
        throw new ConnectionError(MESSAGES.failedToConnect, { details: 'The wallet returned no account' })
      const replaced = connections.actions.applyConnection(ns, connectorId, result)
      chainsState.activeNamespace = ns
      connections.actions.track('CONNECT_SUCCESS', ns, connectorId)
      const connection = connectionsState.connections[ns]?.find((c) => c.connectorId === connectorId)
      const copy = copyConnection(connection ?? { connectorId, accounts: result.accounts })
      await replaced
      return copy
    })
    committed.catch(() => {})
    try {
      const connection = await Promise.race([committed, abandoned])
      const event = { namespace: ns, connection }
      let handled = false
      for (const listener of [...connectedListeners]) handled = listener(event) === true || handled
      if (!handled && modalState.open) modal.actions.close()
      return event.connection
    } catch (error) {
      // another connect in the namespace (the wallet the user picked next) keeps it connecting
      if (pending.get(ns) === 1 && !connections.actions.isConnected(ns))
        connections.actions.setStatus(ns, 'disconnected')
      throw normalizeWalletError(error, 'connect')
    } finally {
      removeCloseListener()
      if (picked.get(ns) === abandon) picked.delete(ns)
      pending.set(ns, (pending.get(ns) ?? 1) - 1)
      if (!pending.get(ns)) modal.actions.setLoading(false, ns)
      if (![...pending.values()].some(Boolean)) modal.actions.setLoading(false)
    }
  }

  /**
   * The wallet of an abandoned connect may still approve: it is then asked to disconnect, in a turn
   * of its own, unless a later connect of the same wallet is what Latch holds (the wallet holds one
   * connection to the app, which Latch shows).
   */
  function undoLateApproval(
    ns: ChainNamespace,
    adapter: ChainAdapter,
    connectorId: string,
    asked: Promise<unknown>,
  ): void {
    asked
      .then(() =>
        serialise([ns], async () => {
          if (!connectionsState.connections[ns]?.some((c) => c.connectorId === connectorId))
            await adapter.disconnect({ connectorId })
        }),
      )
      .catch(() => {})
  }

  const namespacesOf = (connectorId: string): ChainNamespace[] => namespacesIn(connectionsState, connectorId)

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
      const namespaces = namespacesOf(connectorId).filter(
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
      throw new ValidationError(`Unknown namespace "${String(ns)}"`, { code: 'INVALID_NAMESPACE' })
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
      throw new ValidationError('A connector id is required', { code: 'INVALID_CONNECTOR' })
    return serialise(CHAIN_NAMESPACES, async () => {
      const namespaces = namespacesOf(connectorId)
      await disconnectInTurn(new Set([connectorId]), {})
      return namespaces
    })
  }

  return {
    actions: {
      connect,
      disconnect,
      disconnectWallet,
      disconnectConnectors,
      namespacesOf,
      handleAdapterEvent: (ns: ChainNamespace, event: AdapterEvent) =>
        handleAdapterEvent(connections, ns, event),
      serialise,
      onConnected(listener: ConnectedListener): () => void {
        connectedListeners.add(listener)
        return () => {
          connectedListeners.delete(listener)
        }
      },
    },
  }
}

/**
 * What {@link createConnectionFlows} returns.
 *
 * @example
 * ```ts
 * const flows: ConnectionFlows = createConnectionFlows(state, deps)
 * ```
 */
export type ConnectionFlows = ReturnType<typeof createConnectionFlows>
