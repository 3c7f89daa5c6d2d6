import type { CaipNetwork, ChainNamespace } from '../../../shared/networks/types'
import { connectViewWallets } from './connectViewWallets'
import { servesNamespace } from './servesNamespace'
import type { WalletListing } from './types'
import { walletChainCue } from './walletChainCue'

/**
 * One row of the Connect view's wallet list: the wallet and its chain cue (the networks whose icons
 * mark it, none in an app of one family).
 *
 * @example
 * ```ts
 * const row: ConnectViewRow<CaipNetwork> = { wallet: leather, cue: [stacksMainnet, bitcoinMainnet] }
 * ```
 */
export type ConnectViewRow<N> = { wallet: WalletListing; cue: N[] }

/**
 * The Connect view's rows: of the ordered list (limited to `only` for "Add wallet"), the first
 * `count` and every installed or recent wallet (see connectViewWallets); in an app of several
 * families, also the first wallet of each family those rows leave out, so every family shows in the
 * first view; each row with its chain cue (see walletChainCue; none for "Add wallet").
 *
 * @param wallets - The ordered list (`getWallets`).
 * @param view - How many rows at least, the recent ids, the app's networks and the one family shown.
 * @returns The rows, in list order.
 * @example
 * ```ts
 * connectViewRows(wallets, { count: 5, recentIds: new Set(), networks, only: undefined })
 * ```
 */
export function connectViewRows<N extends Pick<CaipNetwork, 'caipNetworkId'>>(
  wallets: readonly WalletListing[],
  view: {
    count: number
    recentIds: ReadonlySet<string>
    networks: readonly N[]
    only: ChainNamespace | undefined
  },
): ConnectViewRow<N>[] {
  const listed = wallets.filter((w) => servesNamespace(w, view.only))
  const shown = new Set(connectViewWallets(listed, view.count, view.recentIds))
  const families = view.only
    ? []
    : [...new Set(view.networks.map((n) => n.caipNetworkId.split(':')[0] as ChainNamespace))]
  if (families.length > 1)
    for (const family of families) {
      if ([...shown].some((w) => servesNamespace(w, family))) continue
      const first = listed.find((w) => servesNamespace(w, family))
      if (first) shown.add(first)
    }
  return listed
    .filter((w) => shown.has(w))
    .map((wallet) => ({ wallet, cue: view.only ? [] : walletChainCue(wallet, view.networks) }))
}
