import type { Connector } from '../../../adapters/types'
import type { BundledWallet, WalletListing } from './types'
import { walletNameKey } from './walletIdentity'

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
 * Merges recent, discovered, featured, recommended and listed wallets into one list, de-duplicated
 * by id, by rdns, by Stacks/Bitcoin provider path (a connector found at `LeatherProvider` is the
 * registry's Leather) and by name ({@link walletNameKey}: the bundled, hosted and announced entries
 * of one wallet carry different ids, and a Wallet Standard or WBIP wallet has no rdns). The first occurrence keeps its place; later ones add missing fields and
 * chains. A registry wallet matching an installed connector is marked installed.
 *
 * @param sources - The lists to merge.
 * @returns One de-duplicated list: recent, installed, featured, recommended, the rest, and last the
 *   connectors an adapter knows of but did not find in the page (so they never push an installed
 *   wallet out of the Connect view's first places). WalletConnect and the auth connector count as
 *   found: they need nothing installed.
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
    installedKeys.add(`pid:${connector.id}`)
    if (connector.rdns) installedKeys.add(`rdns:${connector.rdns}`)
    const name = walletNameKey(connector.name)
    if (name) installedKeys.add(`name:${name}`)
  }
  const result: WalletListing[] = []
  const byKey = new Map<string, WalletListing>()
  const positions = new Map<WalletListing, number>()
  const keysOf = (wallet: WalletListing, providerId: string | undefined) => {
    const name = walletNameKey(wallet.name)
    return [
      `id:${wallet.id}`,
      ...(wallet.rdns ? [`rdns:${wallet.rdns}`] : []),
      ...(providerId ? [`pid:${providerId}`] : []),
      ...(name ? [`name:${name}`] : []),
    ]
  }
  const add = (wallet: WalletListing, providerId = (wallet as BundledWallet).provider?.id) => {
    const keys = keysOf(wallet, providerId)
    const existing = keys.map((key) => byKey.get(key)).find((found) => found !== undefined)
    const installed = Boolean(wallet.installed) || keys.some((key) => installedKeys.has(key))
    if (existing) {
      const index = positions.get(existing) ?? result.length
      const merged: WalletListing = {
        ...fillMissing(existing, wallet),
        chains: [...new Set([...existing.chains, ...wallet.chains])],
        installed: Boolean(existing.installed) || installed,
      }
      result[index] = merged
      positions.set(merged, index)
      for (const key of [...keysOf(merged, undefined), ...keys]) byKey.set(key, merged)
      for (const [key, value] of byKey) if (value === existing) byKey.set(key, merged)
      return
    }
    const entry: WalletListing = { ...wallet, installed }
    positions.set(entry, result.length)
    result.push(entry)
    for (const key of keys) byKey.set(key, entry)
  }
  // The auth connector is not a wallet to pick: the email form and social buttons stand for it.
  const discovered = (sources.discovered ?? []).filter((c) => c.type !== 'ID_AUTH')
  // WalletConnect needs nothing installed: it is always usable.
  const usable = (c: Connector) => c.installed || c.type === 'walletConnect'
  for (const wallet of sources.recent ?? []) add(wallet)
  for (const connector of discovered.filter(usable)) add(connectorToListing(connector), connector.id)
  for (const wallet of sources.featured ?? []) add(wallet)
  for (const wallet of sources.recommended ?? []) add(wallet)
  for (const wallet of sources.listing ?? []) add(wallet)
  for (const connector of discovered.filter((c) => !usable(c)))
    add(connectorToListing(connector), connector.id)
  return result
}
