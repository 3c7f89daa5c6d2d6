/**
 * A wallet as the local registry server stores and serves it (the SPEC §3 listing fields).
 *
 * @example
 * ```ts
 * const w: SeedWallet = { id: 'w-0001', name: 'Seed Wallet 0001', chains: ['eip155:1'], display_index: 1 }
 * ```
 */
export type SeedWallet = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  chains: string[]
  display_index: number
  badge_type: 'none' | 'certified'
}

const NAMED: ReadonlyArray<Pick<SeedWallet, 'id' | 'name' | 'rdns' | 'chains'> & { mobile?: string }> = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', chains: ['eip155:1'], mobile: 'metamask://' },
  { id: 'coinbase', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', chains: ['eip155:1'] },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: ['eip155:1'],
    mobile: 'trust://',
  },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', chains: ['eip155:1'], mobile: 'rainbow://' },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  },
  { id: 'solflare', name: 'Solflare', rdns: null, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
  { id: 'leather', name: 'Leather', rdns: null, chains: ['stacks:1'] },
  { id: 'xverse', name: 'Xverse', rdns: null, chains: ['stacks:1'], mobile: 'xverse://' },
]

const CHAIN_POOL = ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'stacks:1']

/**
 * Deterministic seed data for the local registry: a few well-known wallets first, then numbered
 * ones with a varied mix of links, chains and badges.
 *
 * @param count - How many wallets in total (at least the named ones).
 * @returns The wallets, ordered by `display_index`.
 * @example
 * ```ts
 * seedWallets(1200).length // 1200
 * ```
 */
export function seedWallets(count: number): SeedWallet[] {
  const wallets: SeedWallet[] = NAMED.map((named, index) => ({
    id: named.id,
    name: named.name,
    image_id: `img-${named.id}`,
    rdns: named.rdns,
    mobile_link: named.mobile ?? null,
    desktop_link: null,
    webapp_link: null,
    chains: named.chains,
    display_index: index,
    badge_type: 'certified',
  }))
  for (let index = wallets.length; index < count; index += 1) {
    const n = String(index).padStart(4, '0')
    wallets.push({
      id: `w-${n}`,
      name: `Seed Wallet ${n}`,
      image_id: `img-w-${n}`,
      rdns: index % 3 === 0 ? `com.seed.w${n}` : null,
      mobile_link: index % 2 === 0 ? `seed${n}://` : null,
      desktop_link: index % 5 === 0 ? `seeddesktop${n}://` : null,
      webapp_link: index % 7 === 0 ? `https://w${n}.seed.localhost` : null,
      chains: [CHAIN_POOL[index % CHAIN_POOL.length] ?? 'eip155:1'],
      display_index: index,
      badge_type: index % 10 === 0 ? 'certified' : 'none',
    })
  }
  return wallets
}
