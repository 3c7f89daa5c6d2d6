import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../../../shared/networks/types'
import { getBundledWallets } from '../registry/bundledWallets'
import { connectViewRows } from './connectViewRows'
import { orderWallets } from './orderWallets'
import type { WalletListing } from './types'

const FOUR: ChainNamespace[] = ['eip155', 'solana', 'stacks', 'bip122']
const bundled = (): WalletListing[] => getBundledWallets().map(({ provider: _p, ...w }) => w)
const ids = (wallets: readonly WalletListing[]) => wallets.map((w) => w.id)
const none = new Set<string>()
const familiesOf = (w: WalletListing) => new Set(w.chains.map((c) => c.split(':')[0]))

describe('the wallet list order', () => {
  it('ranks an EVM page’s own wallets above a Stacks wallet that also serves EVM (MetaMask before Fordefi)', () => {
    const order = ids(
      orderWallets(bundled(), {
        namespace: 'eip155',
        namespaces: ['eip155'],
        recentIds: none,
        featuredIds: none,
      }),
    )
    expect(order.slice(0, 3)).toEqual(['metamask', 'coinbase', 'rabby'])
    expect(order.indexOf('metamask')).toBeLessThan(order.indexOf('fordefi'))
  })

  it('puts recent wallets first, then installed ones and WalletConnect, then featured, whatever their family', () => {
    const pairing: WalletListing = { id: 'walletConnect', name: 'WalletConnect', chains: ['eip155:1'] }
    const installed = new Set(['solflare', 'rainbow'])
    const wallets = [...bundled().map((w) => (installed.has(w.id) ? { ...w, installed: true } : w)), pairing]
    const order = ids(
      orderWallets(wallets, {
        namespace: 'eip155',
        namespaces: FOUR,
        recentIds: new Set(['xverse']),
        featuredIds: new Set(['zerion']),
      }),
    )
    // WalletConnect needs nothing installed: it stands with the installed wallets, the active
    // namespace's (EVM) first
    expect(order.slice(0, 5)).toEqual(['xverse', 'rainbow', 'walletConnect', 'solflare', 'zerion'])
    expect(new Set(order)).toEqual(new Set(ids(wallets)))
    expect(order).toHaveLength(wallets.length)
  })

  it('lets the families of a four-family app take turns, the active one first, so each is in the first rows', () => {
    const ordered = orderWallets(bundled(), {
      namespace: 'solana',
      namespaces: FOUR,
      recentIds: none,
      featuredIds: none,
    })
    // Solana (active), EVM, Stacks, then Bitcoin, whose first wallet not yet listed is Xverse
    expect(ids(ordered).slice(0, 4)).toEqual(['phantom', 'metamask', 'leather', 'xverse'])
    const networks = FOUR.map((family) => ({ caipNetworkId: `${family}:1` as const }))
    const rows = connectViewRows(ordered, { count: 5, recentIds: none, networks, only: undefined })
    expect(rows).toHaveLength(5)
    for (const family of FOUR) expect(rows.some((r) => familiesOf(r.wallet).has(family))).toBe(true)
  })
})
