import type { BundledWallet, WalletProviderDescriptor } from '../listing/types'
import { getBundledListings } from './bundledListings'

// The Stacks/Bitcoin wallets' provider descriptors (SPEC §3), by wallet id; their name and icon are
// the wallet's. Names, deep links and store links are public facts about each wallet.
const PROVIDERS: Readonly<Record<string, Omit<WalletProviderDescriptor, 'icon' | 'name'>>> = {
  leather: {
    id: 'LeatherProvider',
    webUrl: 'https://leather.io',
    chromeWebStoreUrl: 'https://chromewebstore.google.com/detail/leather/ldinpeekobnhjjdofggfgjlcehhmanlj',
  },
  xverse: {
    id: 'XverseProviders.BitcoinProvider',
    webUrl: 'https://www.xverse.app',
    chromeWebStoreUrl:
      'https://chromewebstore.google.com/detail/xverse-wallet/idnnbdplmphpflfnlkomgpfbpcgelopg',
    iOSAppStoreUrl: 'https://apps.apple.com/app/xverse-bitcoin-web3-wallet/id1552272513',
    googlePlayStoreUrl: 'https://play.google.com/store/apps/details?id=com.secretkeylabs.xverse',
  },
  asigna: { id: 'AsignaProvider', webUrl: 'https://asigna.io' },
  fordefi: { id: 'FordefiProviders.UtxoProvider', webUrl: 'https://www.fordefi.com' },
}

/**
 * The bundled wallet registry: well-known wallets of the four chain families, usable with no
 * projectId and no network. Stacks/Bitcoin entries carry their provider descriptor.
 *
 * @returns A fresh copy of the list (callers may mutate it).
 * @example
 * ```ts
 * getBundledWallets().map((w) => w.name) // ['Leather', 'Xverse', 'Asigna', 'Fordefi', 'MetaMask', ...]
 * ```
 */
export function getBundledWallets(): BundledWallet[] {
  return getBundledListings().map((listing) => {
    const provider = PROVIDERS[listing.id]
    return provider
      ? { ...listing, provider: { ...provider, name: listing.name, icon: listing.image_url } }
      : listing
  })
}

/**
 * The Stacks/Bitcoin wallet provider descriptors of the bundled registry (SPEC §3).
 *
 * @returns Leather, Xverse, Asigna and Fordefi descriptors.
 * @example
 * ```ts
 * getBundledProviders().find((p) => p.id === 'AsignaProvider')?.webUrl
 * ```
 */
export function getBundledProviders(): WalletProviderDescriptor[] {
  return getBundledWallets().flatMap((wallet) => (wallet.provider ? [wallet.provider] : []))
}
