import { type Lazy, lazy } from '../shared/lazy/lazy'
import { delegateAsync, lazyPart } from '../shared/lazy/lazyFacades'
import { createAccountDataFacade } from '../slices/accountData/createAccountDataFacade'
import { createWalletsFacade } from '../slices/wallets/createWalletsFacade'
import { createDataWiring, type DataWiring } from './createDataWiring'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'
import type { OnViewDeps } from './reactions/onView'

/**
 * Wires the data slices: wallets (registry), account data, and the hosted services of a projectId
 * (their own facade: API client, swap, on-ramp, smart sessions, analytics, project checks). Each
 * is built on first need by the data wiring (`createDataWiring`, part of the instance's chunk: see
 * there), whose slices' code loads then; nothing is fetched from the network until the modal opens
 * or an action asks (what the shown view loads is the "on view" reaction, `reactions/onView.ts`,
 * started with `watchViews`).
 *
 * @param state - The instance state.
 * @param options - Validated options.
 * @param k - The kernel.
 * @returns The facades.
 * @example
 * ```ts
 * const data = createDataLayer(state, options, kernel)
 * await data.wallets.loadConnectView()
 * ```
 */
export function createDataLayer(state: LatchState, options: LatchOptions, k: Kernel) {
  const wiring: Lazy<DataWiring> = lazy(async () => createDataWiring(state, options, k))
  const hosted = lazy(() => wiring.load().then((w) => w.hosted.load()))
  const withProject = options.projectId !== undefined
  // with `analytics` (and a projectId) each tracked event goes to the hosted service with the active address
  if (withProject && options.analytics)
    k.events.actions.watch((event) => {
      const address = state.accounts[state.chains.activeNamespace]?.address
      void hosted
        .load()
        .then((h) => h.analytics?.send({ event: event.event, properties: event.properties, address }))
    })
  const { preload: preloadWallets, ...wallets } = createWalletsFacade(state.wallets, {
    loadController: () => wiring.load().then((w) => w.walletsController()),
    loadChoice: () => wiring.load().then((w) => w.walletChoice()),
  })
  const accountData = createAccountDataFacade(state.accountData, () =>
    wiring.load().then((w) => w.accountData()),
  )
  const checkProject = async () => {
    if (withProject) await (await wiring.load()).front.checkProject()
  }

  return {
    wallets,
    /** Loads the wallet choice (`wallets.getWallets()` answers in the same turn once it resolves). */
    preloadWallets,
    accountData,
    /** The project checks of a projectId (remote features, allowed origins), once; nothing without one. */
    checkProject,
    /**
     * Starts the "on view" rule with the wiring's code (see `DataWiring.watchViews`): the shown view's
     * data (the wallet list, the account's balances and profile, the project checks) and the send
     * views' code. Resolves to the rule's stop.
     */
    watchViews: (
      getActiveNetwork: OnViewDeps['getActiveNetwork'],
      preloadSend: () => Promise<unknown>,
    ): Promise<() => void> =>
      wiring
        .load()
        .then((w) => w.watchViews({ wallets, accountData, getActiveNetwork, checkProject }, preloadSend)),
    swap: delegateAsync(
      lazyPart(hosted, (h) => h.swap),
      ['getSwapTokens', 'getGasPrice', 'checkAllowance'],
    ),
    transactionBuilder: delegateAsync(
      lazyPart(hosted, (h) => h.transactionBuilder),
      ['buildSwap', 'buildApprove', 'getUserOperationReceipt'],
    ),
    onramp: delegateAsync(
      lazyPart(hosted, (h) => h.onramp),
      ['getQuotes'],
    ),
    smartSessions: delegateAsync(
      lazyPart(hosted, (h) => h.smartSessions),
      ['list', 'revoke'],
    ),
  }
}
