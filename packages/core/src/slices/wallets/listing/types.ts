import type { ChainNamespace } from '../../../shared/networks/types'

/**
 * A wallet listing entry (SPEC §3): what the registry returns for one wallet and what the Connect
 * and AllWallets views list. `chains` holds CAIP-2 ids (`eip155:1`) or bare namespaces (`stacks`).
 *
 * @example
 * ```ts
 * const w: WalletListing = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', chains: ['eip155:1'] }
 * ```
 */
export type WalletListing = {
  id: string
  name: string
  /** Id of the wallet's image for `/getWalletImage/{id}`. */
  image_id?: string | undefined
  /** A ready image URL (bundled monogram, discovered wallet icon, or a loaded blob URL). */
  image_url?: string | undefined
  rdns?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  chains: string[]
  /** True when the wallet is present in this page. */
  installed?: boolean | undefined
  /** Position hint from the registry (lower first). */
  display_index?: number | undefined
  badge_type?: string | undefined
}

/**
 * A Stacks/Bitcoin wallet provider descriptor (SPEC §3): where to find and install the wallet.
 *
 * @example
 * ```ts
 * const leather: WalletProviderDescriptor = {
 *   id: 'LeatherProvider', name: 'Leather', icon: 'data:image/svg+xml,...', webUrl: 'https://leather.io',
 * }
 * ```
 */
export type WalletProviderDescriptor = {
  /** Path of the provider object on `window` (e.g. `XverseProviders.BitcoinProvider`). */
  id: string
  name: string
  icon: string
  webUrl: string
  chromeWebStoreUrl?: string
  mozillaAddOnsUrl?: string
  iOSAppStoreUrl?: string
  googlePlayStoreUrl?: string
}

/**
 * A bundled registry entry: a listing plus, for Stacks/Bitcoin wallets, the provider descriptor.
 *
 * @example
 * ```ts
 * BUNDLED_WALLETS.find((w) => w.provider?.id === 'LeatherProvider')
 * ```
 */
export type BundledWallet = WalletListing & { provider?: WalletProviderDescriptor }

/**
 * A wallet to exclude by rdns or by name (case-insensitive) (SPEC §5).
 *
 * @example
 * ```ts
 * const excluded: ExcludedWallet[] = [{ rdns: 'io.rabby' }, { name: 'Trust Wallet' }]
 * ```
 */
export type ExcludedWallet = { rdns?: string; name?: string }

/**
 * The context the SPEC §5 filtering rules depend on.
 *
 * @example
 * ```ts
 * filterWallets(list, { isMobile: true, namespace: 'solana' })
 * ```
 */
export type WalletFilterContext = {
  /** Apply the mobile rules. */
  isMobile?: boolean
  /** Active namespace (the Solana exceptions of the mobile rule). */
  namespace?: ChainNamespace | undefined
  /** Wallets to drop by rdns or case-insensitive name. */
  excludedWallets?: readonly ExcludedWallet[]
  /** Universal-provider mode: keep only wallets with a mobile, desktop or webapp link. */
  universalProvider?: boolean
}
