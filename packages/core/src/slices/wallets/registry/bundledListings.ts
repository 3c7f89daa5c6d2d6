import type { WalletListing } from '../listing/types'
import { monogramIcon } from './monogramIcon'

const STACKS = 'stacks:1'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// Names, rdns and deep links are public facts about each wallet; icons are our own
// neutral monograms (see monogramIcon), never the vendors' logos.
const ENTRIES: readonly Omit<WalletListing, 'image_url' | 'display_index'>[] = [
  {
    id: 'leather',
    name: 'Leather',
    chains: [STACKS, BITCOIN],
    webapp_link: 'https://leather.io',
  },
  {
    id: 'xverse',
    name: 'Xverse',
    chains: [STACKS, BITCOIN],
    mobile_link: 'xverse://',
  },
  {
    id: 'asigna',
    name: 'Asigna',
    chains: [STACKS, BITCOIN],
    webapp_link: 'https://asigna.io',
  },
  {
    id: 'fordefi',
    name: 'Fordefi',
    chains: [STACKS, BITCOIN, ...EVM],
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

/**
 * The bundled wallet registry's listings: well-known wallets of the four chain families, usable with
 * no projectId and no network, with their neutral monogram icons and registry order. What the wallet
 * list reads; the Stacks/Bitcoin wallets' provider descriptors are apart (`getBundledWallets`), so a
 * page that lists wallets does not load them.
 *
 * @returns A fresh copy of the list (callers may mutate it).
 * @example
 * ```ts
 * getBundledListings().map((w) => w.name) // ['Leather', 'Xverse', 'Asigna', 'Fordefi', 'MetaMask', ...]
 * ```
 */
export function getBundledListings(): (WalletListing & { image_url: string; display_index: number })[] {
  return ENTRIES.map((entry, index) => ({
    ...entry,
    image_url: monogramIcon(entry.name),
    display_index: index,
  }))
}
