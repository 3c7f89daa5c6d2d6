import { PAIRING_CONNECTOR_ID } from '../../../adapters/pairingConnectorId'
import type { ChainNamespace } from '../../../shared/networks/types'
import type { WalletListing } from './types'
import { walletFamily } from './walletFamily'

/**
 * What {@link orderWallets} reads besides the list.
 *
 * @example
 * ```ts
 * const context: OrderWalletsContext = { namespace: 'eip155', namespaces: ['eip155', 'solana'], recentIds: new Set(), featuredIds: new Set() }
 * ```
 */
export type OrderWalletsContext = {
  /** The active namespace: its wallets lead the rest. */
  namespace: ChainNamespace | undefined
  /** The app's chain families, in the order its networks are configured. */
  namespaces: readonly ChainNamespace[]
  /** Ids of the recent wallets (most recent first in the list). */
  recentIds: ReadonlySet<string>
  /** Ids of the app's featured wallets (kept in the app's order). */
  featuredIds: ReadonlySet<string>
}

const servesFamily = (wallet: WalletListing, family: ChainNamespace) =>
  wallet.chains.some((chain) => chain.split(':')[0] === family)

/**
 * The family's wallets in list order, those made for it (their first chain is of this family) before
 * those that also serve it: on an EVM page MetaMask ranks above a Stacks wallet that also signs EVM.
 */
function familyQueue(wallets: readonly WalletListing[], family: ChainNamespace): WalletListing[] {
  const serving = wallets.filter((w) => servesFamily(w, family))
  const home = (w: WalletListing) => walletFamily(w) === family
  return [...serving.filter(home), ...serving.filter((w) => !home(w))]
}

/**
 * The wallet list's order, one rule for the Connect view, All Wallets and "Add wallet": the recent
 * wallets, then the installed ones (and WalletConnect, which needs nothing installed; the active
 * namespace's first), then the app's featured wallets in its order, then the rest. The
 * rest is ranked per family (a family's own wallets before the ones that also serve it): with one
 * family configured, the active namespace's wallets lead; with several, the families take turns
 * (the active one first), so each of them appears in the first rows.
 *
 * @param wallets - The merged, filtered list (see mergeWallets, filterWallets).
 * @param context - The active namespace, the app's families, the recent and featured ids.
 * @returns The same wallets, in display order.
 * @example
 * ```ts
 * orderWallets(merged, { namespace: 'eip155', namespaces: ['eip155', 'solana'], recentIds, featuredIds })
 * ```
 */
export function orderWallets(
  wallets: readonly WalletListing[],
  context: OrderWalletsContext,
): WalletListing[] {
  const recent = wallets.filter((w) => context.recentIds.has(w.id))
  // the pairing connector needs nothing installed and reaches every family: it stands with the installed
  const usable = wallets.filter(
    (w) => !context.recentIds.has(w.id) && (w.installed === true || w.id === PAIRING_CONNECTOR_ID),
  )
  // those of the active namespace first: on an EVM page, the EVM extension leads the Stacks one
  const active = (w: WalletListing) => context.namespace !== undefined && servesFamily(w, context.namespace)
  const installed = [...usable.filter(active), ...usable.filter((w) => !active(w))]
  const lead = new Set([...recent, ...installed])
  const featured = wallets.filter((w) => !lead.has(w) && context.featuredIds.has(w.id))
  for (const w of featured) lead.add(w)
  const rest = wallets.filter((w) => !lead.has(w))
  const { namespace } = context
  const families = [
    ...(namespace !== undefined ? [namespace] : []),
    ...context.namespaces.filter((family) => family !== namespace),
  ]
  const queues = families.map((family) => familyQueue(rest, family))
  const ranked: WalletListing[] = []
  const taken = new Set<WalletListing>()
  // several families take turns; one family's queue simply drains
  const turns = families.length > 1 ? 1 : Number.POSITIVE_INFINITY
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      let took = 0
      while (took < turns && queue.length > 0) {
        const next = queue.shift() as WalletListing
        if (taken.has(next)) continue
        taken.add(next)
        ranked.push(next)
        took += 1
      }
    }
  }
  return [...recent, ...installed, ...featured, ...ranked, ...rest.filter((w) => !taken.has(w))]
}
