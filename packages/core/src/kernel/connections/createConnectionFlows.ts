import type { SignInConnect } from '../../adapters/signInConnectTypes'
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
import type { CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type {
  ConnectedListener,
  ConnectionFlowsContext,
  ConnectionFlowsState,
} from './connectionFlowsContext'
import { CONNECTION_MESSAGES } from './connectionMessages'
import { createDisconnectFlows } from './createDisconnectFlows'
import { createNamespaceQueue } from './createNamespaceQueue'
import { handleAdapterEvent } from './handleAdapterEvent'
import { namespacesOf as namespacesIn } from './namespacesOf'
import type { Connection } from './types'

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
  // with the app's sign-in: a user connect may sign in in the same wallet prompt; that code loads
  // with the sign-in controller's
  const siwx = deps.siwx
  const signIn: SignInConnect | undefined =
    siwx &&
    ((adapter, params) =>
      import('../../slices/siwx/createSiwxController').then((m) =>
        m.connectWithSignIn(adapter, params, siwx[0], siwx[1]),
      ))

  const requireAdapter = (namespace: unknown): ChainAdapter => {
    const adapter =
      typeof namespace === 'string' && isChainNamespace(namespace) ? deps.getAdapter(namespace) : undefined
    if (!adapter) throw new ValidationError(CONNECTION_MESSAGES.noAdapter(namespace), { code: 'NO_ADAPTER' })
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
      throw new ValidationError(CONNECTION_MESSAGES.connectorIdRequired, { code: 'INVALID_CONNECTOR' })
    const caipNetworkId = params.caipNetworkId ?? chainsState.activeNetworkIds[ns]
    if (
      caipNetworkId &&
      !chainsState.networks.some((n) => n.caipNetworkId === caipNetworkId && n.chainNamespace === ns)
    )
      throw new ValidationError(CONNECTION_MESSAGES.networkNotOfApp(caipNetworkId, ns), {
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
      const extra = { abandoned: () => gaveUp !== undefined, signIn }
      const asked = adapter.connect(
        caipNetworkId ? { connectorId, caipNetworkId, ...extra } : { connectorId, ...extra },
      )
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
  const { disconnect, disconnectWallet, disconnectConnectors } = createDisconnectFlows(state, deps, serialise)

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
