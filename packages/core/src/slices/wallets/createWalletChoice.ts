import type { Connector } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { createRecentWallets } from './listing/recentWallets'
import { selectWallets } from './selectWallets'
import type { WalletsActions, WalletsOptions, WalletsState } from './types'

/** The wallets actions that need no registry: they load with the kernel (see {@link createWalletChoice}). */
type WalletChoiceAction = 'getWallets' | 'choose' | 'getChosenWalletId'

/**
 * The wallets slice's synchronous part, written once for the facade (`latch.wallets`, before the
 * registry loads) and the controller: the merged list a view renders, and the recent and chosen
 * wallets kept in storage.
 *
 * @param state - The instance's wallets state.
 * @param context - Discovered connectors, the namespace, the mobile check, storage and the app's options.
 * @returns `getWallets`, `choose` and `getChosenWalletId` of {@link WalletsActions}.
 * @example
 * ```ts
 * const choice = createWalletChoice(state.wallets, { getConnectors, getNamespace, isMobile, getStorage, options })
 * choice.choose(choice.getWallets()[0])
 * ```
 */
export function createWalletChoice(
  state: WalletsState,
  context: {
    getConnectors: () => readonly Connector[]
    getNamespace: () => ChainNamespace | undefined
    isMobile: () => boolean
    getStorage: () => LatchStorage
    options: WalletsOptions
  },
): Pick<WalletsActions, WalletChoiceAction> {
  const { options } = context
  const recent = () =>
    createRecentWallets({ storage: context.getStorage(), persist: options.persistChosenWallet ?? true })
  return {
    getWallets: (from = { wallets: state, connections: { connectors: context.getConnectors() } }) =>
      selectWallets(from, { namespace: context.getNamespace(), isMobile: context.isMobile(), options }),
    choose(wallet) {
      const store = recent()
      state.recent = store.add(wallet)
      store.setChosenWalletId(wallet.id)
    },
    getChosenWalletId: () => recent().getChosenWalletId(),
  }
}
