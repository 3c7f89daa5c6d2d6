import type { Connector } from '../adapters/types'
import type { WalletListing } from './types'

/**
 * The sources merged into one wallet list, in display order.
 *
 * @example
 * ```ts
 * mergeWallets({ recent, discovered: adapter.getConnectors(), featured, recommended, listing })
 * ```
 */
export type MergeWalletsParameters = {
  recent?: readonly WalletListing[]
  /** Connectors the adapters found in the page (installed wallets). */
  discovered?: readonly Connector[]
  featured?: readonly WalletListing[]
  recommended?: readonly WalletListing[]
  listing?: readonly WalletListing[]
}

/**
 * A listing entry for a connector found in the page.
 *
 * @param connector - What an adapter's `getConnectors()` returned.
 * @returns The listing entry, marked installed.
 * @example
 * ```ts
 * connectorToListing({ id: 'io.metamask', type: 'announced', name: 'MetaMask', chain: 'eip155', installed: true })
 * ```
 */
export function connectorToListing(connector: Connector): WalletListing {
  return {
    id: connector.walletId ?? connector.id,
    name: connector.name,
    image_url: connector.imageUrl,
    rdns: connector.rdns,
    chains: [connector.chain],
    installed: connector.installed,
  }
}

function fillMissing(first: WalletListing, later: WalletListing): WalletListing {
  const merged: Record<string, unknown> = { ...first }
  for (const [key, value] of Object.entries(later)) if (merged[key] === undefined) merged[key] = value
  return merged as WalletListing
}

/**
 * Merges recent, discovered (installed), featured, recommended and listed wallets into one list,
 * de-duplicated by id and by rdns (the first occurrence keeps its place, later ones add missing
 * fields and chains). A registry wallet matching an installed connector by id or rdns is marked
 * installed.
 *
 * @param sources - The lists to merge.
 * @returns One de-duplicated list: recent, then installed, featured, recommended, the rest.
 * @example
 * ```ts
 * const wallets = mergeWallets({ discovered: connectors, listing: page })
 * ```
 */
export function mergeWallets(sources: MergeWalletsParameters): WalletListing[] {
  const installedKeys = new Set<string>()
  for (const connector of sources.discovered ?? []) {
    if (!connector.installed) continue
    installedKeys.add(`id:${connector.walletId ?? connector.id}`)
    if (connector.rdns) installedKeys.add(`rdns:${connector.rdns}`)
  }
  const result: WalletListing[] = []
  const byKey = new Map<string, WalletListing>()
  const positions = new Map<WalletListing, number>()
  const add = (wallet: WalletListing) => {
    const existing =
      byKey.get(`id:${wallet.id}`) ?? (wallet.rdns ? byKey.get(`rdns:${wallet.rdns}`) : undefined)
    const installed =
      Boolean(wallet.installed) ||
      installedKeys.has(`id:${wallet.id}`) ||
      (wallet.rdns !== undefined && installedKeys.has(`rdns:${wallet.rdns}`))
    if (existing) {
      const index = positions.get(existing) ?? result.length
      const merged: WalletListing = {
        ...fillMissing(existing, wallet),
        chains: [...new Set([...existing.chains, ...wallet.chains])],
        installed: Boolean(existing.installed) || installed,
      }
      result[index] = merged
      positions.set(merged, index)
      byKey.set(`id:${merged.id}`, merged)
      byKey.set(`id:${wallet.id}`, merged)
      if (merged.rdns) byKey.set(`rdns:${merged.rdns}`, merged)
      return
    }
    const entry: WalletListing = { ...wallet, installed }
    positions.set(entry, result.length)
    result.push(entry)
    byKey.set(`id:${entry.id}`, entry)
    if (entry.rdns) byKey.set(`rdns:${entry.rdns}`, entry)
  }
  for (const wallet of sources.recent ?? []) add(wallet)
  for (const connector of sources.discovered ?? []) add(connectorToListing(connector))
  for (const wallet of sources.featured ?? []) add(wallet)
  for (const wallet of sources.recommended ?? []) add(wallet)
  for (const wallet of sources.listing ?? []) add(wallet)
  return result
}
