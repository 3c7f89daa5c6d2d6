import { lazy } from '../../shared/lazy/lazy'
import { createWalletChoice } from './createWalletChoice'
import type { WalletsContext } from './createWalletsController'
import type { WalletsActions, WalletsState } from './types'

/**
 * What the wallets facade needs: the controller's context, with the API client loaded on demand.
 *
 * @example
 * ```ts
 * const parameters: WalletsFacadeParameters = { ...context, loadApi: async () => undefined }
 * ```
 */
export type WalletsFacadeParameters = Omit<WalletsContext, 'api'> & {
  /** The hosted registry client (loads the hosted-data slice); resolves `undefined` without a projectId. */
  loadApi: () => Promise<WalletsContext['api']>
}

/**
 * `latch.wallets`: the merged list, recent and chosen wallets at once (what the Connect view
 * renders from state and discovery), and the registry (paging, search, images, the bundled list)
 * through the wallets slice, loaded on the first fetch — when the modal first opens.
 *
 * @param state - The instance's wallets state.
 * @param parameters - See {@link WalletsFacadeParameters}.
 * @returns The wallets actions.
 * @example
 * ```ts
 * const wallets = createWalletsFacade(state.wallets, parameters)
 * await wallets.loadConnectView()
 * ```
 */
export function createWalletsFacade(
  state: WalletsState,
  parameters: WalletsFacadeParameters,
): WalletsActions {
  const controller = lazy(() =>
    Promise.all([import('./createWalletsController'), parameters.loadApi()]).then(
      ([{ createWalletsController }, api]) => createWalletsController(state, { ...parameters, api }).actions,
    ),
  )
  const load = () => controller.load()
  return {
    loadConnectView: async () => (await load()).loadConnectView(),
    loadAllWallets: async () => (await load()).loadAllWallets(),
    loadNextPage: async () => (await load()).loadNextPage(),
    async search(text) {
      state.search.query = text
      return (await load()).search(text)
    },
    ...createWalletChoice(state, parameters),
    releaseImages() {
      controller.peek()?.releaseImages()
    },
  }
}
