import { subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapters/types'
import { AUTH_CONNECTOR_ID } from '../kernel/chains/authConnector'
import { selectIsConnected } from '../kernel/selectors'
import { lazy, withLoaded } from '../shared/lazy/lazy'
import { whenLoaded } from '../shared/lazy/lazyFacades'
import type { ChainNamespace } from '../shared/networks/types'
import type { ApprovalRequest } from '../slices/auth/approval/createApprovalController'
import { authNamespaces } from '../slices/auth/provider/authNamespaces'
import { createI18nFacade } from '../slices/i18n/createI18nFacade'
import { createSendFacade } from '../slices/send/createSendFacade'
import { createSiwxFacade } from '../slices/siwx/createSiwxFacade'
import { isSignInRequired } from '../slices/siwx/isSignInRequired'
import { connectedAccounts } from './connectedAccounts'
import { createDataLayer } from './createDataLayer'
import { createKernel } from './createKernel'
import { createLatchApi } from './createLatchApi'
import { createReaction } from './createReaction'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'
import type { Latch } from './types'
import { wireAuth } from './wireAuth'

/**
 * What the instance's front hands {@link buildLatch}: what it made before this code loaded.
 *
 * @example
 * ```ts
 * const host: LatchHost = { adapters, getStorage: () => storage, self: () => latch }
 * ```
 */
export type LatchHost = {
  /** The instance's adapters (with the auth connector when `auth` is set), made by the front. */
  adapters: ChainAdapter[]
  /** The instance's storage (the front adopts the window's at mount). */
  getStorage: Parameters<typeof createKernel>[4]
  /** The instance as the app holds it (the front), handed to what gives the app an object back. */
  self: () => Latch
}

/**
 * Builds one Latch instance's code over the state its front made (see `createLatch`): the kernel
 * and the facades of the feature slices (send, sign-in, auth and approvals, wallets, account
 * data, hosted data), whose code loads on first use; slices meet through named reactions. Loaded
 * as a chunk of its own, with the instance's first call or its mount.
 *
 * @param options - Validated options.
 * @param state - The instance state (valtio proxy) the front made.
 * @param host - The front's adapters, storage and the instance itself.
 * @returns The instance's code (`latch`), its kernel, the approval the auth adapters ask for (`ask`)
 *   and the "review before your wallet" step's send (`review`).
 * @example
 * ```ts
 * const { latch, kernel } = buildLatch(options, state, { adapters, getStorage, self: () => front })
 * ```
 */
export function buildLatch(options: LatchOptions, state: LatchState, host: LatchHost) {
  const loginEnded = createReaction<[]>()
  const adapters = host.adapters
  const getAccounts = () => connectedAccounts(state, (ns) => selectIsConnected(state, ns))
  const k = createKernel(
    options,
    state,
    adapters,
    () => isSignInRequired(state.siwx, options.siwx, getAccounts()),
    host.getStorage,
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
  const latch = createLatchApi({
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
    self: host.self,
  })
  return { latch, kernel: k, ask: (request: ApprovalRequest) => auth.ask(request), review: auth.review }
}
