import { proxy, subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapters/types'
import { AUTH_CONNECTOR_ID } from '../kernel/chains/authConnector'
import { selectIsConnected } from '../kernel/selectors'
import { lazy, whenLoaded, withLoaded } from '../shared/lazy/lazy'
import type { ChainNamespace } from '../shared/networks/types'
import { authNamespaces } from '../slices/auth/provider/authNamespaces'
import { lazyAuthAdapters } from '../slices/auth/provider/lazyAuthAdapter'
import { createI18nFacade } from '../slices/i18n/createI18nFacade'
import { createSendFacade } from '../slices/send/createSendFacade'
import { createSiwxFacade } from '../slices/siwx/createSiwxFacade'
import { isSignInRequired } from '../slices/siwx/isSignInRequired'
import { connectedAccounts } from './connectedAccounts'
import { createDataLayer } from './createDataLayer'
import { createInitialState } from './createInitialState'
import { createKernel } from './createKernel'
import { createLatchApi } from './createLatchApi'
import { createReaction } from './createReaction'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'
import type { Latch } from './types'
import { validateOptions } from './validateOptions'
import { wireAuth } from './wireAuth'

/**
 * Creates one Latch instance: its state (a valtio proxy), the kernel, and the facades of the
 * feature slices (send, sign-in, auth and approvals, wallets, account data, hosted data), whose
 * code loads on first use; slices meet through named reactions. Touches no window, storage or
 * network: call `mount()` on the client.
 *
 * @param options - Adapters, networks and the rest of {@link LatchOptions}.
 * @returns The instance.
 * @throws {ValidationError} when the options are invalid (nothing is created).
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], metadata })
 * const stop = latch.mount()
 * await latch.open()
 * ```
 */
export function createLatch(options: LatchOptions): Latch {
  const defaultNetwork = validateOptions(options)
  const state: LatchState = proxy(createInitialState(options, defaultNetwork))
  const loginEnded = createReaction<[]>()
  // the instance's own list: the "review before your wallet" step (wireAuth) may stand in front of each
  const adapters: ChainAdapter[] = options.auth
    ? lazyAuthAdapters({
        adapters: options.adapters,
        networks: options.networks,
        provider: options.auth.provider,
        approve: (request) => auth.ask(request),
      })
    : [...options.adapters]
  const getAccounts = () => connectedAccounts(state, (ns) => selectIsConnected(state, ns))
  const k = createKernel(
    options,
    state,
    adapters,
    () => isSignInRequired(state.siwx, options.siwx, getAccounts()),
    () => connect.load(),
  )
  const { flows, chains } = k
  const getActiveNetwork = (ns?: ChainNamespace) => chains.actions.getActiveNetwork(ns)
  const isAuthConnected = () =>
    authNamespaces(state.chains.networks).some((ns) =>
      state.connections.connections[ns]?.some((c) => c.connectorId === AUTH_CONNECTOR_ID),
    )
  /** A disconnect that ended the email or social login takes the login's state with it. */
  const endingLogin = async (run: () => Promise<unknown>) => {
    const hadLogin = isAuthConnected()
    await run()
    if (options.auth && hadLogin && !isAuthConnected()) loginEnded.run()
  }
  // the sign-in and send slices' wiring loads with their code (createSiwxWiring, createSendWiring)
  const siwx = createSiwxFacade({
    state: state.siwx,
    getSiwx: () => options.siwx,
    getAccounts,
    load: () =>
      import('./loadSlices')
        .then((m) => m.loadSiwxWiring())
        .then((m) => m.createSiwxWiring({ state, options, kernel: k, getAccounts, endingLogin })),
  })
  const auth = wireAuth({
    options,
    state,
    kernel: k,
    siwx,
    isAuthConnected,
    loginEnded,
    adapters,
  })
  const data = createDataLayer(state, options, k)
  k.mounted.add(() => k.holdReady(data.preloadWallets())) // the wallet list: read once the modal opens
  const send = createSendFacade(
    state.send,
    () => getActiveNetwork(),
    () =>
      import('./loadSlices')
        .then((m) => m.loadSendWiring())
        .then((m) => m.createSendWiring({ state, options, kernel: k, data })),
  )
  // the cross-slice rules (reactions/): one rule per file. "After connect" and "after disconnect"
  // act once a connection flow has run: their code loads with the flows' (`withFlows` of the
  // kernel); "after connect" holds its place among the `onConnected` listeners from the start, and
  // each disconnect the user asks for runs "after disconnect" (`afterDisconnect` of the API)
  const connect = lazy(() =>
    import('./reactions/connectRules').then((m) =>
      m.connectRules(state, {
        options,
        wallets: data.wallets,
        siwx,
        closeModal: k.modal.actions.close,
        walletChanged: k.walletChanged,
      }),
    ),
  )
  flows.actions.onConnected((event) => connect.peek()?.connected(event))
  // the sign-in rules act only with `siwx` or `auth` set: their code loads at mount (`ready()` waits
  // for it) or with the first change they answer, which they answer in the same turn once loaded
  const signInDeps = { options, kernel: k, siwx, restoreLogin: () => auth.auth.restore() }
  const signInRules = lazy(() => import('./loadSlices').then((m) => m.loadSignInRules()))
  if (options.siwx || options.auth) {
    k.mounted.add(() => k.holdReady(signInRules.load().then(([, m]) => m.signIn(signInDeps))))
    const recheck = (ns: ChainNamespace) => whenLoaded(signInRules, ([m]) => m.walletChanged(signInDeps, ns))
    k.networkChanged.add(recheck)
    k.walletChanged.add(recheck)
  }
  // the "on view" rule acts once the modal shows a view, or once account data was read (an account
  // change resets it). Its code is the data wiring's, and it starts with the wiring at mount, after
  // any restore (a restored visitor's Account view reads balances at once on open; a restore's turn
  // loads nothing for it), or before that with the first change of the router (the modal's first
  // view) or the account data, or with `ready()`; it reads the state as it is then (see
  // `DataWiring.watchViews`)
  const views = lazy(() => data.watchViews(getActiveNetwork, send.preload))
  const startViews = () => void views.load().then(stopWaiting, () => undefined)
  const stopWaiting = () => {
    for (const stop of waits) stop()
  }
  const waits = [state.router, state.accountData].map((part) => subscribe(part, startViews))
  k.mounted.add(startViews)
  // The language options are checked and used by the language slice, which loads with the views.
  const i18n = createI18nFacade(state.i18n, options)
  return createLatchApi({
    state,
    adapters,
    kernel: k,
    data,
    send,
    siwx,
    auth,
    endingLogin,
    afterDisconnect: (before) => withLoaded(connect, (rules) => rules.disconnected(before)),
    i18n,
    loadRules: () => views.load(),
  })
}
