import type { BundledWallet, WalletProviderDescriptor } from '../listing/types'
import { monogramIcon } from './monogramIcon'

type Entry = Omit<BundledWallet, 'image_url' | 'provider'> & {
  provider?: Omit<WalletProviderDescriptor, 'icon' | 'name'>
}

const STACKS = 'stacks:1'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// Names, rdns, deep links and store links are public facts about each wallet; icons are our own
// neutral monograms (see monogramIcon), never the vendors' logos.
const ENTRIES: readonly Entry[] = [
  {
    id: 'leather',
    name: 'Leather',
    chains: [STACKS, BITCOIN],
    webapp_link: 'https://leather.io',
    provider: {
      id: 'LeatherProvider',
      webUrl: 'https://leather.io',
      chromeWebStoreUrl: 'https://chromewebstore.google.com/detail/leather/ldinpeekobnhjjdofggfgjlcehhmanlj',
    },
  },
  {
    id: 'xverse',
    name: 'Xverse',
    chains: [STACKS, BITCOIN],
    mobile_link: 'xverse://',
    provider: {
      id: 'XverseProviders.BitcoinProvider',
      webUrl: 'https://www.xverse.app',
      chromeWebStoreUrl:
        'https://chromewebstore.google.com/detail/xverse-wallet/idnnbdplmphpflfnlkomgpfbpcgelopg',
      iOSAppStoreUrl: 'https://apps.apple.com/app/xverse-bitcoin-web3-wallet/id1552272513',
      googlePlayStoreUrl: 'https://play.google.com/store/apps/details?id=com.secretkeylabs.xverse',
    },
  },
  {
    id: 'asigna',
    name: 'Asigna',
    chains: [STACKS, BITCOIN],
    webapp_link: 'https://asigna.io',
    provider: { id: 'AsignaProvider', webUrl: 'https://asigna.io' },
  },
  {
    id: 'fordefi',
    name: 'Fordefi',
    chains: [STACKS, BITCOIN, ...EVM],
    provider: { id: 'FordefiProviders.UtxoProvider', webUrl: 'https://www.fordefi.com' },
  },
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', chains: EVM, mobile_link: 'metamask://' },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: [...EVM, SOLANA],
    mobile_link: 'cbwallet://',
  },
  { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby', chains: EVM },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: [...EVM, SOLANA],
    mobile_link: 'trust://',
  },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', chains: EVM, mobile_link: 'rainbow://' },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet', chains: EVM, mobile_link: 'zerion://' },
  {
    id: 'okx',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    chains: [...EVM, SOLANA, BITCOIN],
    mobile_link: 'okex://main',
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: [SOLANA, ...EVM, BITCOIN],
    mobile_link: 'phantom://',
  },
  { id: 'solflare', name: 'Solflare', chains: [SOLANA], webapp_link: 'https://solflare.com' },
  { id: 'backpack', name: 'Backpack', rdns: 'app.backpack', chains: [SOLANA, ...EVM] },
]

function toBundled(entry: Entry, index: number): BundledWallet {
  const icon = monogramIcon(entry.name)
  const { provider, ...listing } = entry
  const wallet: BundledWallet = { ...listing, image_url: icon, display_index: index }
  if (provider) wallet.provider = { ...provider, name: entry.name, icon }
  return wallet
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
  return ENTRIES.map(toBundled)
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
