import { lazy, withLoaded } from '../../shared/lazy/lazy'
import { forwardAsync } from '../../shared/lazy/lazyFacades'
import type { WalletsActions, WalletsState } from './types'

/**
 * The wallet choice's part of {@link WalletsActions}: the merged list, the Connect view's rows and
 * the chosen wallet (see `createWalletChoice`).
 *
 * @example
 * ```ts
 * const choice: WalletChoice = createWalletChoice(state.wallets, deps)
 * ```
 */
export type WalletChoice = Pick<
  WalletsActions,
  'getWallets' | 'getConnectViewRows' | 'choose' | 'confirmChoice' | 'getChosenWalletId'
>

/**
 * What the wallets facade needs: the loaders of its two parts, each built with the instance's
 * parts when it loads (see `createDataWiring`).
 *
 * @example
 * ```ts
 * const deps: WalletsFacadeParameters = { loadController: () => wiring.walletsController(), loadChoice: () => wiring.walletChoice() }
 * ```
 */
export type WalletsFacadeParameters = {
  /** Loads and builds the registry controller (with the hosted registry client of a projectId). */
  loadController: () => Promise<WalletsActions>
  /** Loads and builds the wallet choice. */
  loadChoice: () => Promise<WalletChoice>
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
  const controller = lazy(deps.loadController)
  const choice = lazy(deps.loadChoice)
  const load = () => Promise.all([controller.load(), choice.load()]).then(([actions]) => actions)
  const withChoice = (call: (loaded: Pick<WalletsActions, 'choose' | 'confirmChoice'>) => void) => {
    void withLoaded(choice, async (loaded) => call(loaded)).catch(() => undefined)
  }
  return {
    ...forwardAsync(load, ['loadConnectView', 'loadAllWallets', 'loadNextPage']),
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
