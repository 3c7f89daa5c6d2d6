import { describe, expect, it } from 'vitest'
import { getBundledListings } from './bundledListings'
import { getBundledProviders, getBundledWallets } from './bundledWallets'
import { monogramIcon, monogramInitials } from './monogramIcon'

describe('bundled wallet registry', () => {
  it('has the SPEC Stacks/Bitcoin wallets with provider descriptors', () => {
    const providers = getBundledProviders()
    expect(providers.map((p) => p.name)).toEqual(['Leather', 'Xverse', 'Asigna', 'Fordefi'])
    expect(providers.map((p) => p.id)).toEqual([
      'LeatherProvider',
      'XverseProviders.BitcoinProvider',
      'AsignaProvider',
      'FordefiProviders.UtxoProvider',
    ])
    for (const provider of providers) {
      expect(provider.webUrl).toMatch(/^https:\/\//)
      expect(provider.icon).toMatch(/^data:image\/svg\+xml,/)
    }
    expect(providers.find((p) => p.name === 'Xverse')).toMatchObject({
      chromeWebStoreUrl: expect.stringMatching(/^https:\/\/chromewebstore\.google\.com\//),
      iOSAppStoreUrl: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
      googlePlayStoreUrl: expect.stringMatching(/^https:\/\/play\.google\.com\//),
    })
  })

  it('has major EVM and Solana wallets with the SPEC §3 listing fields and unique ids and rdns', () => {
    const wallets = getBundledWallets()
    const names = wallets.map((w) => w.name)
    for (const name of [
      'MetaMask',
      'Coinbase Wallet',
      'Rabby Wallet',
      'Trust Wallet',
      'Rainbow',
      'Phantom',
      'Solflare',
      'Backpack',
      'OKX Wallet',
    ])
      expect(names).toContain(name)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
    const rdns = wallets.flatMap((w) => (w.rdns ? [w.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of wallets) {
      expect(wallet.chains.length).toBeGreaterThan(0)
      expect(typeof wallet.display_index).toBe('number')
    }
  })

  it('uses neutral monogram icons, never remote logos', () => {
    expect(monogramInitials('Coinbase Wallet')).toBe('CW')
    expect(monogramInitials('Leather')).toBe('LE')
    for (const wallet of getBundledWallets()) {
      expect(wallet.image_url).toBe(monogramIcon(wallet.name))
      expect(decodeURIComponent(wallet.image_url ?? '')).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
    }
  })

  it('gives the wallet list the same wallets, in the same order, without the provider descriptors', () => {
    const listings = getBundledListings()
    expect(listings).toEqual(getBundledWallets().map(({ provider: _provider, ...listing }) => listing))
    expect(listings.filter((listing) => 'provider' in listing)).toEqual([])
    expect(
      getBundledWallets()
        .filter((wallet) => wallet.provider)
        .map((w) => w.id),
    ).toEqual(['leather', 'xverse', 'asigna', 'fordefi'])
  })
})
