import type { ChainAdapter } from '../adapters/types'
import { lazy, withLoaded } from '../shared/lazy/lazy'
import { delegateAsync } from '../shared/lazy/lazyFacades'
import type { ChainNamespace } from '../shared/networks/types'
import type { createI18nFacade } from '../slices/i18n/createI18nFacade'
import type { SendActions } from '../slices/send/types'
import type { SiwxActions } from '../slices/siwx/types'
import type { createDataLayer } from './createDataLayer'
import type { Kernel } from './createKernel'
import { createInstanceReads } from './instanceReads'
import type { DisconnectWalletParameters } from './latchParameters'
import type { LatchState } from './latchState'
import { PUBLIC_ACTIONS, publicActions } from './publicActions'
import type { Latch } from './types'
import { watchSelection } from './watchSelection'
import type { wireAuth } from './wireAuth'

/**
 * The public face of an instance ({@link Latch}) over its kernel and slice facades: the open/close,
 * connect/disconnect and network-switch rules, the `get*`/`watch*` reads, and the actions.
 *
 * @param parts - State, adapters, kernel, slice facades, the login-ending disconnect wrapper,
 *   `afterDisconnect` (the "after disconnect" rule, given the active connectors before the disconnect),
 *   `loadRules` (the rules' code `ready()` loads too: the "on view" rule) and `self` (the instance as
 *   the app holds it, its front: `mount()` is the front's, and a provider sends through it).
 * @returns The instance.
 * @example
 * ```ts
 * return createLatchApi({ state, adapters, kernel, data, send, siwx, auth, endingLogin, afterDisconnect, i18n, loadRules, self })
 * ```
 */
export function createLatchApi(parts: {
  state: LatchState
  adapters: readonly ChainAdapter[]
  kernel: Kernel
  data: ReturnType<typeof createDataLayer>
  send: SendActions
  siwx: SiwxActions
  auth: ReturnType<typeof wireAuth>
  endingLogin: (run: () => Promise<unknown>) => Promise<void>
  afterDisconnect: (before: Partial<Record<ChainNamespace, string>>) => Promise<unknown>
  i18n: ReturnType<typeof createI18nFacade>
  loadRules: () => Promise<unknown>
  self: () => Latch
}): Latch {
  const { state, kernel: k, data, siwx, endingLogin } = parts
  const { chains, connections, flows, modal, router } = k
  const namespaceOf = (params?: { namespace?: ChainNamespace }) =>
    params?.namespace ?? state.chains.activeNamespace
  // switching and disconnecting one of several wallets only run after a click: loaded on first use
  const multiWallet = lazy(() =>
    import('./loadSlices')
      .then((m) => m.loadMultiWalletActions())
      .then((m) =>
        m.createMultiWalletActions({ state, connections: connections.actions, flows: flows.actions }),
      ),
  )
  // EIP-5792 batched calls and ERC-7715 permissions: loaded the first time an app calls one
  // (its `import()` rides on the connection code, loaded at mount: see `loadCalls`)
  const calls = lazy(() => connections.actions.loadCalls().then((m) => m.createCallsActions(state, k)))
  // the network-switch rules run after a click: their code loads with the connect code (`ready()`,
  // which the open modal calls once idle) or with the first switch
  const switching = lazy(() => import('./loadSlices').then((m) => m.loadSwitchNetwork()))
  /** A disconnect the user asked for, then its reactions (the "after disconnect" reaction). */
  const disconnecting = async (run: () => Promise<unknown>) => {
    const before = { ...state.connections.activeConnectorIds }
    await endingLogin(run)
    await parts.afterDisconnect(before)
  }
  // the public actions: each controller's own less what only the kernel calls (`connections` and
  // `account` list theirs, `PUBLIC_ACTIONS`: their fronts hold more)
  const { open: _open, close: _close, ...modalActions } = modal.actions
  const { resolveNetwork: _resolve, setActiveNetwork: _set, ...chainActions } = chains.actions
  const latch: Latch = {
    state,
    adapters: parts.adapters,
    async open(params = {}) {
      modal.actions.open(params)
    },
    close() {
      modal.actions.close()
    },
    switchNetwork: (networkOrId) =>
      withLoaded(switching, ({ switchNetwork }) =>
        switchNetwork(state, networkOrId, {
          chains: chains.actions,
          router: router.actions,
          modal: modal.actions,
          isConnected: k.isConnected,
        }),
      ),
    connect: (params) => flows.actions.connect(params),
    disconnect: (params) => disconnecting(() => flows.actions.disconnect(params)),
    async disconnectWallet(params: DisconnectWalletParameters = {}) {
      const connectorId = params.connectorId ?? state.connections.activeConnectorIds[namespaceOf(params)]
      if (connectorId === undefined) return
      await disconnecting(() => flows.actions.disconnectWallet(connectorId))
    },
    switchConnection: (connection, switchOptions = {}) =>
      withLoaded(multiWallet, async (actions) => {
        const ns = actions.switchConnection(connection, switchOptions.address)
        // what a wallet's own account change triggers: balances, and sign-in for that address
        k.walletChanged.run(ns)
      }),
    disconnectConnection: (connection) =>
      withLoaded(multiWallet, (actions) => disconnecting(() => actions.disconnectConnection(connection))),
    disconnectAll: () => withLoaded(multiWallet, (actions) => disconnecting(() => actions.disconnectAll())),
    mount: () => parts.self().mount(),
    // the connect code too (a failed chunk is the connect's own error, not ready's)
    ready: () =>
      Promise.all([
        k.ready(),
        k.preloadConnecting().catch(() => undefined),
        switching.load().catch(() => undefined),
        parts.loadRules().catch(() => undefined),
      ]).then(() => undefined),
    ...createInstanceReads(state),
    getProvider: (namespace) => connections.actions.getProvider(parts.self(), namespace),
    watchEvents: (listener) => k.events.actions.watch(listener),
    router: router.actions,
    modal: modalActions,
    chains: chainActions,
    connections: {
      ...publicActions(connections.actions, PUBLIC_ACTIONS.connections),
      watch: (listener) => watchSelection(state, () => connections.actions.list(), listener),
      onConnected: flows.actions.onConnected,
    },
    account: publicActions(k.account.actions, PUBLIC_ACTIONS.account),
    snack: { ...k.snack.actions },
    alerts: k.alerts.actions,
    logs: k.log,
    events: { track: k.events.actions.track },
    options: k.options.actions,
    wallets: data.wallets,
    accountData: data.accountData,
    swap: data.swap,
    transactionBuilder: data.transactionBuilder,
    onramp: data.onramp,
    smartSessions: data.smartSessions,
    send: parts.send,
    siwx,
    picker: k.picker.actions,
    approval: parts.auth.approval,
    auth: parts.auth.auth,
    ...delegateAsync(calls, [
      'sendCalls',
      'getCallsStatus',
      'getCapabilities',
      'showCallsStatus',
      'grantPermissions',
      'revokePermissions',
      'listPermissions',
      'watchPermissions',
    ]),
    i18n: { load: parts.i18n.load, peek: parts.i18n.peek },
    setLocale: parts.i18n.setLocale,
  }
  return latch
}
