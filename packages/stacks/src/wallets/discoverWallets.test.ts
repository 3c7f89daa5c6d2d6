import { describe, expect, it } from 'vitest'
import { discoverWallets } from './discoverWallets'

const provider = { request: async () => ({}) }

describe('wallet discovery', () => {
  it('on the server lists the known wallets, none installed, without touching window', () => {
    const wallets = discoverWallets(undefined)
    expect(wallets.map((w) => [w.descriptor.name, w.installed])).toEqual([
      ['Leather', false],
      ['Xverse', false],
      ['Asigna', false],
      ['Fordefi', false],
    ])
    expect(wallets[1]?.descriptor).toMatchObject({
      webUrl: 'https://xverse.app',
      chromeWebStoreUrl: expect.stringMatching(/^https:\/\//),
      googlePlayStoreUrl: expect.stringMatching(/^https:\/\//),
      iOSAppStoreUrl: expect.stringMatching(/^https:\/\//),
    })
  })

  it('finds providers by path and by the three registration lists; ignores malformed entries and non-https links', () => {
    const win = {
      XverseProviders: { BitcoinProvider: provider },
      FordefiProviders: { UtxoProvider: provider },
      wbip_providers: [
        { id: 'A', name: 'Alpha', webUrl: 'javascript:alert(1)', icon: 'https://tracker.example/i.png' },
        { nope: 1 },
      ],
      webbtc_stx_providers: [{ id: 'B', name: 'Beta', methods: ['stx_signMessage', 'evil'] }],
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Impostor', methods: ['stx_updateProfile'] },
      ],
      A: provider,
    }
    const wallets = discoverWallets(win)
    expect(wallets.map((w) => [w.descriptor.id, w.installed])).toEqual([
      ['LeatherProvider', false],
      ['XverseProviders.BitcoinProvider', true],
      ['AsignaProvider', false],
      ['FordefiProviders.UtxoProvider', true],
      ['A', true],
      ['B', false],
    ])
    const alpha = wallets[4]!.descriptor
    expect(alpha.webUrl).toBeUndefined()
    expect(alpha.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(wallets[5]!.descriptor.methods).toEqual(['stx_signMessage'])
    expect(wallets[1]!.descriptor.name).toBe('Xverse')
  })

  it('a getter that throws (a cross-origin frame) reads as not installed', () => {
    const win = Object.defineProperty({}, 'LeatherProvider', {
      get() {
        throw new Error('SecurityError')
      },
    })
    expect(discoverWallets(win)[0]?.installed).toBe(false)
  })

  it('a registered icon is kept only when it is an image data: URL, never data:text/html', () => {
    const win = {
      wbip_providers: [
        { id: 'H', name: 'Html', icon: 'data:text/html,<script>alert(1)</script>' },
        { id: 'J', name: 'Js', icon: ' data:text/html;base64,PHNjcmlwdD4=' },
        { id: 'P', name: 'Png', icon: 'data:image/png;base64,iVBORw0KGgo=' },
      ],
    }
    const icons = discoverWallets(win)
      .slice(4)
      .map((w) => [w.descriptor.id, w.descriptor.icon.slice(0, 22)])
    expect(icons).toEqual([
      ['H', 'data:image/svg+xml,%3C'],
      ['J', 'data:image/svg+xml,%3C'],
      ['P', 'data:image/png;base64,'],
    ])
  })
})
