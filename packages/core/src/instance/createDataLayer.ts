import { type Lazy, lazy } from '../shared/lazy/lazy'
import { createAccountDataFacade } from '../slices/accountData/createAccountDataFacade'
import { createHostedDataFacade } from '../slices/hostedData/createHostedDataFacade'
import { createWalletsFacade } from '../slices/wallets/createWalletsFacade'
import type { DataWiring } from './createDataWiring'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * Wires the data slices: wallets (registry), account data, and the hosted services of a projectId
 * (their own facade: API client, swap, on-ramp, smart sessions, analytics, project checks). Each
 * loads on first need, built by the data wiring (`createDataWiring`, loaded with the first of
 * them); nothing is loaded or fetched until the modal opens or an action asks (what the shown view
 * loads is the "on view" reaction, `reactions/onView.ts`).
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
  const wiring: Lazy<DataWiring> = lazy(() =>
    import('./createDataWiring').then((m) => m.createDataWiring(state, options, k)),
  )
  const hosted = createHostedDataFacade(state, {
    options,
    watchEvents: (listener) => k.events.actions.watch(listener),
    load: () => wiring.load().then((w) => w.hosted()),
  }).actions
  const { preload: preloadWallets, ...wallets } = createWalletsFacade(state.wallets, {
    loadController: () => wiring.load().then((w) => w.walletsController(hosted)),
    loadChoice: () => wiring.load().then((w) => w.walletChoice(hosted)),
  })
  const accountData = createAccountDataFacade(state.accountData, () =>
    wiring.load().then((w) => w.accountData(hosted)),
  )

  return {
    wallets,
    /** Loads the wallet choice (`wallets.getWallets()` answers in the same turn once it resolves). */
    preloadWallets,
    accountData,
    /** The project checks of a projectId (nothing without one). */
    checkProject: hosted.checkProject,
    swap: hosted.swap,
    transactionBuilder: hosted.transactionBuilder,
    onramp: hosted.onramp,
    smartSessions: hosted.smartSessions,
  }
}
