import { describe, expect, it } from 'vitest'
import { filterWallets } from './filterWallets'
import type { WalletListing } from './types'

const w = (id: string, name: string, extra: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name,
  chains: ['eip155:1'],
  ...extra,
})

const list = [
  w('a', 'Alpha', { mobile_link: 'alpha://' }),
  w('cb', 'Coinbase Wallet'),
  w('sf', 'Solflare'),
  w('ph', 'Phantom'),
  w('d', 'Desk Only', { desktop_link: 'desk://' }),
  w('web', 'Web Only', { webapp_link: 'https://web.example' }),
  w('none', 'No Links', { rdns: 'io.nolinks' }),
]
const ids = (wallets: WalletListing[]) => wallets.map((x) => x.id)

describe('filterWallets (SPEC §5)', () => {
  it('on mobile keeps only wallets with a mobile link, or Coinbase', () => {
    expect(ids(filterWallets(list, { isMobile: true, namespace: 'eip155' }))).toEqual(['a', 'cb'])
  })

  it('on mobile with Solana also keeps Solflare and Phantom', () => {
    expect(ids(filterWallets(list, { isMobile: true, namespace: 'solana' }))).toEqual(['a', 'cb', 'sf', 'ph'])
  })

  it('keeps everything on desktop with no rules', () => {
    expect(ids(filterWallets(list, {}))).toEqual(ids(list))
  })

  it('excludes wallets matching an excluded wallet by rdns or case-insensitive name', () => {
    const out = filterWallets(list, { excludedWallets: [{ rdns: 'io.nolinks' }, { name: 'pHaNtOm' }] })
    expect(ids(out)).toEqual(['a', 'cb', 'sf', 'd', 'web'])
  })

  it('in universal-provider mode keeps only wallets with a mobile, desktop or webapp link', () => {
    expect(ids(filterWallets(list, { universalProvider: true }))).toEqual(['a', 'd', 'web'])
  })

  it('keeps installed wallets through the link rules but not through exclusions', () => {
    const installed = w('inst', 'Injected One', { installed: true, rdns: 'io.inst' })
    expect(ids(filterWallets([installed], { isMobile: true, universalProvider: true }))).toEqual(['inst'])
    expect(filterWallets([installed], { excludedWallets: [{ rdns: 'io.inst' }] })).toEqual([])
  })
})
