import { lazy, withLoaded } from '../../shared/lazy/lazy'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * What the wallets facade needs: the controller's context, loaded with the slice (see
 * `dataLayerParameters`), and the API client loaded on demand.
 *
 * @example
 * ```ts
 * const deps: WalletsFacadeParameters = { loadContext: async () => context, loadApi: async () => undefined }
 * ```
 */
export type WalletsFacadeParameters = {
  /** The controller's context (less the API client). */
  loadContext: () => Promise<Omit<WalletsContext, 'api'>>
  /** The hosted registry client (loads the hosted-data slice); resolves `undefined` without a projectId. */
  loadApi: () => Promise<WalletsContext['api']>
}

/**
 * `latch.wallets`: the merged list and the recent and chosen wallets (the wallet choice, loaded at
 * mount or with the first fetch: before the first click nothing lists wallets), and the registry
 * (paging, search, images, the bundled list) through the wallets slice, loaded on the first fetch —
 * when the modal first opens. Once the choice is loaded every call answers in the same turn; before
 * that `getWallets()` returns `[]` and `getChosenWalletId()` `undefined`, and the list fills in
 * reactively when it arrives (the views render from state). `preload()` loads the choice.
 *
 * @param state - The instance's wallets state.
 * @param deps - See {@link WalletsFacadeParameters}.
 * @returns The wallets actions and `preload`.
 * @example
 * ```ts
 * const { preload, ...wallets } = createWalletsFacade(state.wallets, deps)
 * await preload()
 * wallets.getWallets()
 * ```
 */
export function createWalletsFacade(
  state: WalletsState,
  deps: WalletsFacadeParameters,
): WalletsActions & { preload: () => Promise<unknown> } {
  const controller = lazy(() =>
    Promise.all([import('./createWalletsController'), deps.loadContext(), deps.loadApi()]).then(
      ([{ createWalletsController }, context, api]) =>
        createWalletsController(state, { ...context, api }).actions,
    ),
  )
  const choice = lazy(() =>
    Promise.all([import('./createWalletChoice'), deps.loadContext()]).then(
      ([{ createWalletChoice }, context]) => createWalletChoice(state, context),
    ),
  )
  const load = () => Promise.all([controller.load(), choice.load()]).then(([actions]) => actions)
  const withChoice = (call: (loaded: Pick<WalletsActions, 'choose' | 'confirmChoice'>) => void) => {
    void withLoaded(choice, async (loaded) => call(loaded)).catch(() => undefined)
  }
  return {
    loadConnectView: async () => (await load()).loadConnectView(),
    loadAllWallets: async () => (await load()).loadAllWallets(),
    loadNextPage: async () => (await load()).loadNextPage(),
    async search(text) {
      state.search.query = text
      return (await load()).search(text)
    },
    getWallets: (from) => choice.peek()?.getWallets(from) ?? [],
    getConnectViewRows: (view) => choice.peek()?.getConnectViewRows(view) ?? [],
    choose: (wallet) => withChoice((loaded) => loaded.choose(wallet)),
    confirmChoice: (connectorId) => withChoice((loaded) => loaded.confirmChoice(connectorId)),
    getChosenWalletId: () => choice.peek()?.getChosenWalletId(),
    releaseImages() {
      controller.peek()?.releaseImages()
    },
    preload: () =>
      choice.load().then(() => {
        // a list read before the choice arrived was empty: a new array re-renders what reads it
        state.recent = [...state.recent]
      }),
  }
}
