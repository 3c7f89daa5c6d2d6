import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../../testing/memoryAdapter'
import { loadWalletsToGet } from './loadWalletsToGet'
import { type FamilyWalletsToGet, walletsToGet } from './walletsToGet'

const { ethereum, sepolia, solana, stacks, bitcoin } = testNetworks

/** Each family as `[namespace, [name, link host]…]`, which is what the view shows. */
function shown(families: FamilyWalletsToGet[]) {
  return families.map(({ namespace, wallets }) => [
    namespace,
    wallets.map(({ wallet, link }) => [wallet.name, new URL(link).hostname]),
  ])
}

describe('walletsToGet: the wallets "Get a wallet" offers', () => {
  it('loads on demand, the same rule every time', async () => {
    expect(await loadWalletsToGet()).toBe(walletsToGet)
    expect(await loadWalletsToGet()).toBe(await loadWalletsToGet())
  })

  it("groups the app's families as ProfileWallets does (Bitcoin & Stacks together), in the order of its networks, each wallet once, with the browser's extension store on a desktop", () => {
    const families = walletsToGet({
      networks: [solana, ethereum, sepolia, stacks, bitcoin],
      connectors: [],
      platform: 'desktop',
    })
    const chrome = 'chromewebstore.google.com'
    expect(shown(families)).toEqual([
      [
        'solana',
        [
          ['Phantom', chrome],
          ['Solflare', chrome],
          ['Backpack', chrome],
        ],
      ],
      [
        'eip155',
        [
          ['MetaMask', chrome],
          ['Coinbase Wallet', chrome],
          ['Rabby Wallet', chrome],
          ['Trust Wallet', chrome],
        ],
      ],
      [
        'stacks',
        [
          ['Leather', chrome],
          ['Xverse', chrome],
          ['Asigna', 'asigna.io'],
          ['Fordefi', 'www.fordefi.com'],
        ],
      ],
    ])
    // no wallet is offered twice (Coinbase serves EVM and Solana: it is listed once, under EVM)
    const ids = families.flatMap((f) => f.wallets.map((w) => w.wallet.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(families.map((f) => [f.namespaces, f.label])).toEqual([
      [['solana'], undefined],
      [['eip155'], undefined],
      [['stacks', 'bip122'], 'Bitcoin & Stacks'],
    ])
    // an app with Bitcoin alone: its own heading, and the Stacks wallets that serve Bitcoin in it
    const bitcoinOnly = walletsToGet({ networks: [bitcoin], connectors: [], platform: 'desktop' })
    expect(bitcoinOnly.map((f) => [f.namespace, f.label])).toEqual([['bip122', undefined]])
    expect(bitcoinOnly[0]!.wallets.map((w) => w.wallet.name)).toContain('Leather')
  })

  it('offers the App Store on iOS and Google Play on Android, wallets listed there first, the website where a wallet has no listing', () => {
    const ios = walletsToGet({ networks: [ethereum], connectors: [], platform: 'ios' })
    expect(shown(ios)).toEqual([
      [
        'eip155',
        [
          ['MetaMask', 'apps.apple.com'],
          ['Coinbase Wallet', 'apps.apple.com'],
          ['Trust Wallet', 'apps.apple.com'],
          ['Rainbow', 'apps.apple.com'],
        ],
      ],
    ])
    expect(ios[0]?.wallets[0]?.link).toBe('https://apps.apple.com/app/id1438144202')
    const android = walletsToGet({ networks: [stacks], connectors: [], platform: 'android' })
    expect(shown(android)).toEqual([
      [
        'stacks',
        [
          ['Xverse', 'play.google.com'],
          ['Leather', 'leather.io'],
          ['Asigna', 'asigna.io'],
          ['Fordefi', 'www.fordefi.com'],
        ],
      ],
    ])
    // a browser of no known store (KaiOS) gets each wallet's website
    const other = walletsToGet({ networks: [solana], connectors: [], platform: 'otherMobile' })
    expect(other[0]?.wallets.map(({ link }) => link)).toContain('https://phantom.com/download')
  })

  it('the Firefox add-on in Firefox, else the website', () => {
    const firefox = walletsToGet({ networks: [solana], connectors: [], platform: 'firefox' })
    expect(shown(firefox)[0]?.[1]?.[0]).toEqual(['Phantom', 'addons.mozilla.org'])
  })

  it('never offers a wallet installed in this browser, matched by rdns, id or name; a family with all its wallets installed is left out', () => {
    const families = walletsToGet({
      networks: [ethereum],
      connectors: [
        { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', installed: true },
        { id: 'trust-injected', walletId: 'trust', name: 'Trust', installed: true },
        // a wallet an adapter knows of but did not find stays on offer
        { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby', installed: false },
        { id: 'cbw', name: 'coinbase wallet', installed: true },
      ],
      platform: 'desktop',
    })
    expect(families[0]?.wallets.map(({ wallet }) => wallet.name)).toEqual([
      'Rabby Wallet',
      'Rainbow',
      'Zerion',
      'OKX Wallet',
    ])
    const stacksWallets = ['Leather', 'Xverse', 'Asigna', 'Fordefi'].map((name) => ({
      id: `${name}Provider`,
      name,
      installed: true,
    }))
    expect(walletsToGet({ networks: [stacks], connectors: stacksWallets, platform: 'desktop' })).toEqual([])
  })

  it('gives only safe web links: an unsafe store link falls back to the website, and a wallet with neither is not offered', () => {
    const families = walletsToGet({
      networks: [solana],
      connectors: [],
      platform: 'ios',
      storeLinks: {
        phantom: { webUrl: 'https://phantom.com', iOSAppStoreUrl: 'javascript:alert(1)' },
        solflare: { webUrl: 'data:text/html,hi', iOSAppStoreUrl: 'http://apps.apple.com/app/id1' },
      },
    })
    expect(families).toEqual([
      {
        namespace: 'solana',
        namespaces: ['solana'],
        wallets: [expect.objectContaining({ link: 'https://phantom.com' })],
      },
    ])
  })
})
