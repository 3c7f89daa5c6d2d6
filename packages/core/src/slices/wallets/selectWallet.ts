import type { Connector } from '../../adapters/types'
import type { RouterActions } from '../../kernel/router/types'
import type { RouterData } from '../../kernel/router/views'
import type { ChainNamespace } from '../../shared/networks/types'
import { listingToRouterWallet } from './listing/listingToRouterWallet'
import type { WalletListing } from './listing/types'
import type { WalletsActions } from './types'

/**
 * The parts of an instance {@link selectWallet} reads and calls (a `Latch` is one).
 *
 * @example
 * ```ts
 * const target: SelectWalletTarget = latch
 * ```
 */
export type SelectWalletTarget = {
  readonly state: {
    readonly wallets: { readonly images: Readonly<Record<string, string>> }
    readonly connections: { readonly connectors: readonly Connector[] }
    readonly router: { readonly data: Pick<RouterData, 'namespace'> }
    readonly chains: { readonly activeNamespace: ChainNamespace }
  }
  readonly wallets: Pick<WalletsActions, 'choose'>
  readonly router: Pick<RouterActions, 'push'>
}

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
export function selectWallet(latch: SelectWalletTarget, listing: WalletListing): void {
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
