import type { Connector } from '../../../adapters/types'
import type { CaipNetwork, ChainNamespace } from '../../../shared/networks/types'
import { PROFILE_FAMILIES } from '../../multiWallet/profileFamilies'
import type { BundledWallet } from '../listing/types'
import { walletFamily } from '../listing/walletFamily'
import { connectorMatchesWallet } from '../listing/walletIdentity'
import { type InstallPlatform, walletInstallLink } from '../listing/walletInstallLink'
import { getBundledWallets } from '../registry/bundledWallets'
import { WALLET_STORE_LINKS, type WalletStoreLinks } from '../registry/walletStoreLinks'

/** Wallets offered per family: enough to choose from, few enough to stay calm. */
const PER_FAMILY = 4

/**
 * One wallet "Get a wallet" offers: the bundled entry and the link that installs it on the
 * visitor's platform.
 *
 * @example
 * ```ts
 * const offer: WalletToGet = { wallet: metamask, link: 'https://play.google.com/store/apps/details?id=io.metamask' }
 * ```
 */
export type WalletToGet = { wallet: BundledWallet; link: string }

/**
 * The wallets "Get a wallet" offers for one of the app's chain families.
 *
 * @example
 * ```ts
 * const family: FamilyWalletsToGet = { namespace: 'solana', namespaces: ['solana'], wallets: [{ wallet: phantom, link }] }
 * ```
 */
export type FamilyWalletsToGet = {
  /** The group's first family. */
  namespace: ChainNamespace
  /** The app's families the group covers (Stacks and Bitcoin are one group). */
  namespaces: ChainNamespace[]
  /** The group's heading where it is not one family's name ('Bitcoin & Stacks'). */
  label?: string
  wallets: WalletToGet[]
}

/**
 * What {@link walletsToGet} reads.
 *
 * @example
 * ```ts
 * const input: WalletsToGetParameters = { networks, connectors: snap.connections.connectors, platform: 'ios' }
 * ```
 */
export type WalletsToGetParameters = {
  /** The app's networks: their families, in order, are the ones offered. */
  networks: readonly Pick<CaipNetwork, 'chainNamespace'>[]
  /** The wallets the adapters found in the page: the installed ones are not offered. */
  connectors: readonly Pick<Connector, 'id' | 'walletId' | 'rdns' | 'name' | 'installed'>[]
  /** From `installPlatform`. */
  platform: InstallPlatform
  /** The EVM and Solana wallets' store links; default the bundled ones. */
  storeLinks?: Readonly<Record<string, WalletStoreLinks>>
}

/**
 * The wallets "Get a wallet" offers, per chain family of the app (grouped as ProfileWallets groups
 * them: Bitcoin & Stacks together): the bundled wallets that serve the group, minus the ones
 * installed in this browser (matched by id, rdns or name), each listed once (in the group of the
 * first of the app's families it serves), each with its install link for the platform (App Store,
 * Google Play, the browser's extension store, else the wallet's website; only safe `https:`
 * links). Wallets with a store listing for this platform come first, then the group's own; at most
 * four per group. A group whose wallets are all installed is left out.
 *
 * @param parameters - The app's networks, the page's wallets, the platform (and other store links,
 *   for tests).
 * @returns The families with their wallets, in the order of the app's networks.
 * @example
 * ```ts
 * walletsToGet({ networks: [mainnet], connectors: [], platform: 'desktop' })
 * // [{ namespace: 'eip155', namespaces: ['eip155'], wallets: [{ wallet: metamask, link: 'https://chromewebstore.google.com/detail/nkbi…' }, …] }]
 * ```
 */
export function walletsToGet({
  networks,
  connectors,
  platform,
  storeLinks = WALLET_STORE_LINKS,
}: WalletsToGetParameters): FamilyWalletsToGet[] {
  const installed = connectors.filter((c) => c.installed)
  const offered = getBundledWallets().filter(
    (wallet) => !installed.some((connector) => connectorMatchesWallet(connector, wallet)),
  )
  const appNamespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  // one group per family as ProfileWallets shows them (Bitcoin & Stacks together), in the order of
  // the app's networks
  const groups: { id: string; label: string | undefined; namespaces: ChainNamespace[] }[] = []
  for (const namespace of appNamespaces) {
    const family = PROFILE_FAMILIES.find((f) => f.namespaces.includes(namespace))
    const group = groups.find((g) => g.id === (family?.id ?? namespace))
    if (group) group.namespaces.push(namespace)
    else groups.push({ id: family?.id ?? namespace, label: family?.label, namespaces: [namespace] })
  }
  return groups.flatMap(({ label, namespaces }) => {
    const [namespace] = namespaces as [ChainNamespace, ...ChainNamespace[]]
    const ranked = offered.flatMap((wallet) => {
      const links = wallet.provider ?? storeLinks[wallet.id]
      const link = links && walletInstallLink(links, platform)
      // each wallet once: in the group of the first of the app's families it serves
      const first = walletFamily(wallet, appNamespaces)
      if (!links || !link || first === undefined || !namespaces.includes(first)) return []
      // 0 is best: a store listing for this platform, then the group's own wallet
      const home = walletFamily(wallet)
      const rank = (link === links.webUrl ? 2 : 0) + (home !== undefined && namespaces.includes(home) ? 0 : 1)
      return [{ wallet, link, rank }]
    })
    const picked = ranked
      .sort((a, b) => a.rank - b.rank)
      .slice(0, PER_FAMILY)
      .map(({ wallet, link }) => ({ wallet, link }))
    return picked.length > 0
      ? [{ namespace, namespaces, ...(label && namespaces.length > 1 ? { label } : {}), wallets: picked }]
      : []
  })
}
