import type { Latch, WalletListing } from '@latch/core'
import { listingToRouterWallet } from './listingToRouterWallet'

/**
 * What picking a wallet in a list does: remember it as recent, then open the connecting view that
 * fits (the wallet's own prompt when it is in the page, the pairing view otherwise).
 *
 * @param latch - The instance.
 * @param listing - The picked wallet.
 * @example
 * ```tsx
 * <WalletRow onSelect={() => selectWallet(latch, wallet)} />
 * ```
 */
export function selectWallet(latch: Latch, listing: WalletListing): void {
  const state = latch.state
  const imageUrl =
    listing.image_url ?? (listing.image_id ? state.wallets.images[listing.image_id] : undefined)
  const wallet = listingToRouterWallet(
    listing,
    state.connections.connectors,
    // "Add wallet" of one family connects on it; otherwise on the active namespace
    state.router.data.namespace ?? state.chains.activeNamespace,
    imageUrl,
  )
  latch.wallets.choose(listing)
  latch.router.push(wallet.connectorId ? 'ConnectingExternal' : 'ConnectingWalletConnect', { wallet })
}
