import type { Connector } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { connectViewRows } from './listing/connectViewRows'
import { createRecentWallets } from './listing/recentWallets'
import type { WalletListing } from './listing/types'
import { connectorMatchesWallet } from './listing/walletIdentity'
import { selectWallets } from './selectWallets'
import type { WalletsActions, WalletsOptions, WalletsState } from './types'

/** The families of the app's networks, each once, in configured order. */
const namespacesOf = (chains: readonly string[]) => [
  ...new Set(chains.map((chain) => chain.split(':')[0] as ChainNamespace)),
]

/** The wallets actions that need no registry: they load with the kernel (see {@link createWalletChoice}). */
type WalletChoiceAction =
  | 'getWallets'
  | 'getConnectViewRows'
  | 'choose'
  | 'confirmChoice'
  | 'getChosenWalletId'

/**
 * The wallets slice's synchronous part, written once for the facade (`latch.wallets`, before the
 * registry loads) and the controller: the merged list a view renders, and the recent and chosen
 * wallets kept in storage. A picked wallet is kept until a connect with it succeeds: only then does
 * it become recent (and, with persistence, the chosen wallet id). A connect that fails, is refused or
 * is left records nothing; a connect with another wallet (another pick, the email form) does not
 * record this one.
 *
 * @param state - The instance's wallets state.
 * @param deps - Discovered connectors, the namespace, the mobile check, storage and the app's options.
 * @returns `getWallets`, `getConnectViewRows`, `choose`, `confirmChoice` and `getChosenWalletId` of
 *   {@link WalletsActions}.
 * @example
 * ```ts
 * const choice = createWalletChoice(state.wallets, { getConnectors, getNamespace, getChains, isMobile, getStorage, options })
 * choice.choose(metamask)
 * choice.confirmChoice('io.metamask') // metamask is now recent
 * ```
 */
export function createWalletChoice(
  state: WalletsState,
  deps: {
    getConnectors: () => readonly Connector[]
    getNamespace: () => ChainNamespace | undefined
    /** CAIP-2 ids of the app's networks: their families order the list. */
    getChains: () => readonly string[]
    isMobile: () => boolean
    getStorage: () => LatchStorage
    options: WalletsOptions
  },
): Pick<WalletsActions, WalletChoiceAction> {
  const { options } = deps
  const recent = () =>
    createRecentWallets({ storage: deps.getStorage(), persist: options.persistChosenWallet ?? true })
  let pending: WalletListing | undefined
  const getWallets: WalletsActions['getWallets'] = (
    from = { wallets: state, connections: { connectors: deps.getConnectors() } },
  ) =>
    selectWallets(from, {
      namespace: deps.getNamespace(),
      namespaces: namespacesOf(deps.getChains()),
      isMobile: deps.isMobile(),
      options,
    })
  return {
    getWallets,
    getConnectViewRows: ({ from, ...view }) =>
      connectViewRows(getWallets(from), {
        ...view,
        recentIds: new Set(from.wallets.recent.map((w) => w.id)),
      }),
    choose(wallet) {
      pending = wallet
    },
    confirmChoice(connectorId) {
      const wallet = pending
      if (!wallet) return
      const connector = deps.getConnectors().find((c) => c.id === connectorId)
      // the pairing connector serves every wallet that is not in the page
      if (!connector || (connector.type !== 'walletConnect' && !connectorMatchesWallet(connector, wallet)))
        return
      pending = undefined
      const store = recent()
      state.recent = store.add(wallet)
      store.setChosenWalletId(wallet.id)
    },
    getChosenWalletId: () => recent().getChosenWalletId(),
  }
}
