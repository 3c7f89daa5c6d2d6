import type { AdapterEvent } from '../../adapters/types'
import { lazy, withLoaded } from '../../shared/lazy/lazy'
import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionFlowsContext, ConnectionFlowsState } from './connectionFlowsContext'
import type { ConnectionFlows } from './createConnectionFlows'
import { namespacesOf } from './namespacesOf'

type ConnectedListener = Parameters<ConnectionFlows['actions']['onConnected']>[0]

/**
 * The connection flows with their connect and disconnect code loaded on first use or at mount
 * (`load()`; before the first click nothing connects): once loaded every call runs in the same
 * turn, so a wallet popup stays inside the click; a call made before waits for the code (a connect
 * from the modal whose modal closed meanwhile rejects with `ModalClosedError`, no wallet asked).
 * `namespacesOf` and `onConnected` answer at once, loaded or not; an adapter event that comes before
 * the code (during an adapter's `init`) is applied once it has loaded, in order.
 *
 * @param state - The connections, chains and modal slices.
 * @param deps - Adapters and controllers (a connections controller or an account with `load()` loads
 *   with the flows: a connection sets the account in the same turn),
 *   and `withFlows`: what else loads with the flows, before any of their calls runs (the instance's
 *   "after connect" and "after disconnect" rules, which only act after a flow has run).
 * @returns The {@link ConnectionFlows} and `load()`.
 * @example
 * ```ts
 * const flows = createLazyConnectionFlows(state, deps)
 * await flows.load()
 * void flows.actions.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
 * ```
 */
export function createLazyConnectionFlows(
  state: ConnectionFlowsState,
  deps: ConnectionFlowsContext & {
    connections: { load?: () => Promise<unknown> }
    account?: { load?: () => Promise<unknown> }
    withFlows?: (() => Promise<unknown>) | undefined
  },
): ConnectionFlows & { load: () => Promise<unknown> } {
  const listeners = new Set<ConnectedListener>()
  const flows = lazy(() =>
    // with the connections controller's and the account's own code, when they load later too: the
    // flows record and set the account at once
    Promise.all([
      import('./createConnectionFlows'),
      deps.connections.load?.(),
      deps.account?.load?.(),
      deps.withFlows?.(),
    ]).then(([{ createConnectionFlows }]) => {
      const built = createConnectionFlows(state, deps)
      built.actions.onConnected((event) => {
        let handled = false
        for (const listener of [...listeners]) handled = listener(event) === true || handled
        return handled || undefined
      })
      return built.actions
    }),
  )
  type Actions = ConnectionFlows['actions']
  return {
    actions: {
      connect(params) {
        const loaded = flows.peek()
        if (loaded) return loaded.connect(params)
        // a modal closed while the code loaded ends the connect before any wallet is asked
        const fromModal = state.modal.open
        return flows.load().then(async (f) => {
          // the error's class loads then (from the kernel's loader, as the flows' code did)
          if (fromModal && !state.modal.open)
            throw new (
              await import('../loadKernelCode').then((m) => m.loadModalClosedError())
            ).ModalClosedError()
          return f.connect(params)
        })
      },
      disconnect: (params) => withLoaded(flows, (f) => f.disconnect(params)),
      disconnectWallet: (connectorId) => withLoaded(flows, (f) => f.disconnectWallet(connectorId)),
      disconnectConnectors: (...args: Parameters<Actions['disconnectConnectors']>) =>
        withLoaded(flows, (f) => f.disconnectConnectors(...args)),
      namespacesOf: (connectorId: string) => namespacesOf(state.connections, connectorId),
      serialise: (namespaces, task) => withLoaded(flows, (f) => f.serialise(namespaces, task)),
      handleAdapterEvent(ns: ChainNamespace, event: AdapterEvent) {
        // at once once loaded; an event before that is applied once it has, in order
        const loaded = flows.peek()
        if (loaded) loaded.handleAdapterEvent(ns, event)
        else
          void flows.load().then(
            (f) => f.handleAdapterEvent(ns, event),
            () => undefined,
          )
      },
      onConnected(listener) {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    },
    load: () => flows.load(),
  }
}
