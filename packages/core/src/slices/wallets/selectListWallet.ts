import type { Connector } from '../../adapters/types'
import type { RouterActions } from '../../kernel/router/types'
import type { RouterData } from '../../kernel/router/views'
import type { ChainNamespace } from '../../shared/networks/types'
import { type EnterListNetworkTarget, enterListNetwork } from './enterListNetwork'
import { listingToRouterWallet } from './listing/listingToRouterWallet'
import type { WalletListing } from './listing/types'
import type { WalletsActions } from './types'
import { walletListScope } from './walletListScope'

/**
 * The parts of an instance {@link selectListWallet} reads and calls (a `Latch` is one).
 *
 * @example
 * ```ts
 * const target: SelectListWalletTarget = latch
 * ```
 */
export type SelectListWalletTarget = EnterListNetworkTarget & {
  readonly state: {
    readonly wallets: { readonly images: Readonly<Record<string, string>> }
    readonly connections: {
      readonly connectors: readonly Connector[]
      readonly connections: Partial<Record<ChainNamespace, readonly unknown[]>>
    }
    readonly router: { readonly data: Pick<RouterData, 'namespace' | 'network'> }
    readonly chains: { readonly activeNamespace: ChainNamespace }
  }
  readonly wallets: Pick<WalletsActions, 'choose'>
  readonly router: Pick<RouterActions, 'push'>
}

/**
 * What picking a wallet in a list of the modal does (`selectWallet` of `@latch/core`, for the lists
 * a family limits): remember it as recent, then open the connecting view that fits (the wallet's
 * own prompt when it is in the page, the pairing view otherwise). It connects on
 * the list's namespace: "Add wallet" of one family's, the network's family in SwitchActiveChain
 * (router data `network`), else the active one. Picked for a network of a family with no wallet
 * yet (SwitchActiveChain and its All Wallets), that network becomes the active one first, so the
 * wallet connects on the network the visitor chose. The list's data goes along, so Back returns to
 * the same list.
 *
 * @param latch - The instance.
 * @param listing - The picked wallet.
 * @example
 * ```tsx
 * <WalletRow onSelect={() => selectListWallet(latch, wallet)} />
 * ```
 */
export function selectListWallet(latch: SelectListWalletTarget, listing: WalletListing): void {
  const state = latch.state
  const { network } = state.router.data
  const scope = walletListScope(state.router.data)
  const imageUrl =
    listing.image_url ?? (listing.image_id ? state.wallets.images[listing.image_id] : undefined)
  const namespace = scope.only ?? state.chains.activeNamespace
  const wallet = listingToRouterWallet(listing, state.connections.connectors, namespace, imageUrl)
  latch.wallets.choose(listing)
  if (network?.chainNamespace === namespace) enterListNetwork(latch)
  latch.router.push(wallet.connectorId ? 'ConnectingExternal' : 'ConnectingWalletConnect', {
    ...scope.data,
    wallet,
  })
}
