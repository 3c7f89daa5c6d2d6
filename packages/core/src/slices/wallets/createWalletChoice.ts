import type { Connector } from '../../adapters/types'
import type { RecentWallets } from './listing/recentWallets'
import type { WalletListing } from './listing/types'
import { connectorMatchesWallet } from './listing/walletIdentity'

/**
 * The wallet a user picked, kept until a connect with it succeeds: only then does it become recent
 * (and, with persistence, the chosen wallet id). A connect that fails, is refused or is left records
 * nothing; a connect with another wallet (another pick, the email form) does not record this one.
 *
 * @param parameters - The wallets state (its `recent` list), the recent-wallets store, the discovered connectors.
 * @returns `choose(wallet)` (the pick) and `confirm(connectorId)` (a connect succeeded).
 * @example
 * ```ts
 * const choice = createWalletChoice({ state, recent: () => store, getConnectors: () => connectors })
 * choice.choose(metamask)
 * choice.confirm('io.metamask') // metamask is now recent
 * ```
 */
export function createWalletChoice(parameters: {
  state: { recent: WalletListing[] }
  recent: () => RecentWallets
  getConnectors: () => readonly Connector[]
}) {
  let pending: WalletListing | undefined
  return {
    choose(wallet: WalletListing): void {
      pending = wallet
    },
    confirm(connectorId: string): void {
      const wallet = pending
      if (!wallet) return
      const connector = parameters.getConnectors().find((c) => c.id === connectorId)
      // the pairing connector serves every wallet that is not in the page
      if (!connector || (connector.type !== 'walletConnect' && !connectorMatchesWallet(connector, wallet)))
        return
      pending = undefined
      const store = parameters.recent()
      parameters.state.recent = store.add(wallet)
      store.setChosenWalletId(wallet.id)
    },
  }
}
