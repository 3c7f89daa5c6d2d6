import { readFileSync } from 'node:fs'
import {
  type CaipNetwork,
  createLatch,
  getBundledProviders,
  getBundledWallets,
  monogramIcon,
  type SocialProvider,
} from '@latch/core'
import { loadNetworkIcon, loadSocialMark, loadTokenIcon, loadWalletIcon } from '@latch/icons'
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '@latch/solana'
import { defineBitcoinNetwork, defineStacksNetwork, monogramIcon as stacksMonogramIcon } from '@latch/stacks'
import { act, cleanup, fireEvent, render as renderDom, screen, waitFor } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { SOCIAL_LABELS } from '../views/social/socialLabels'
import { AccountAvatar } from './AccountAvatar'
import { IconImage } from './IconImage'
import { ArtworkContext } from './icons/ArtworkContext'
import { MODAL_ARTWORK } from './icons/modalArtwork'
import { NetworkIcon } from './NetworkIcon'
import { SocialIcon } from './SocialIcon'
import { TokenIcon } from './TokenIcon'
import { WalletImage } from './WalletImage'
import { WalletRow } from './WalletRow'

// The icons draw with the artwork the modal's frame provides; rendered alone, they get it here.
const WithArtwork = ({ children }: { children: ReactNode }) => (
  <ArtworkContext.Provider value={MODAL_ARTWORK}>{children}</ArtworkContext.Provider>
)
const render = (ui: ReactElement) => renderDom(ui, { wrapper: WithArtwork })

afterEach(cleanup)

const ANNOUNCED =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const EMPTY_SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

/** The `<img>` a component draws, once its drawing code has loaded. */
async function drawnImg(container: HTMLElement): Promise<HTMLImageElement> {
  return waitFor(() => {
    const img = container.querySelector('img')
    if (!img) throw new Error('no <img> yet')
    return img
  })
}

/** The image (or placeholder) a component drew, once it settled. */
async function settledImage(container: HTMLElement): Promise<Element> {
  await waitFor(() => expect(container.querySelector('[data-state="loading"]')).toBeNull())
  const image = container.querySelector('[data-latch-wallet-image]')
  if (!image) throw new Error('no image drawn')
  return image
}

const evm = (chainId: number, name: string, symbol = 'ETH'): CaipNetwork => ({
  id: String(chainId),
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: symbol, symbol, decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('wallet artwork (no outside request)', () => {
  it('every bundled wallet shows its shipped mark, not the letter monogram it is listed with', async () => {
    for (const wallet of getBundledWallets()) {
      const expected = await loadWalletIcon({ id: wallet.id })
      expect(expected, wallet.name).toMatch(/^data:image\/svg\+xml,/)
      const { container, unmount } = render(
        <WalletRow id={wallet.id} name={wallet.name} imageUrl={wallet.image_url} onSelect={() => {}} />,
      )
      const image = await settledImage(container)
      expect(image.getAttribute('src'), wallet.name).toBe(expected)
      unmount()
    }
  })

  it('every bundled Stacks/Bitcoin provider and the pairing connector show their marks by provider id', async () => {
    const ids = [
      ...getBundledProviders().map((p) => p.id),
      'walletConnect',
      'coinbaseWallet',
      'safe',
      'ledger',
      'okx',
    ]
    for (const id of ids) {
      const expected = await loadWalletIcon({ id })
      expect(expected, id).toBeDefined()
      const name = id.replace(/Provider.*$/, '')
      const { container, unmount } = render(
        <WalletImage src={stacksMonogramIcon(name)} name={name} walletId={id} />,
      )
      expect((await settledImage(container)).getAttribute('src'), id).toBe(expected)
      unmount()
    }
  })

  it('an announced or hosted icon is kept; an empty announced SVG is not', async () => {
    for (const own of [ANNOUNCED, 'blob:http://127.0.0.1/7d3c0a8e-1f6b-4c57-9d3e-5b1c2a7f8e90']) {
      const { container, unmount } = render(<WalletImage src={own} name="MetaMask" walletId="metamask" />)
      expect((await settledImage(container)).getAttribute('src')).toBe(own)
      unmount()
    }
    const { container } = render(<WalletImage src={EMPTY_SVG} name="Leather" walletId="LeatherProvider" />)
    expect((await settledImage(container)).getAttribute('src')).toBe(await loadWalletIcon({ id: 'leather' }))
  })

  it('an icon that fails to load falls back to the shipped mark, and to the letter when there is none', async () => {
    const known = render(
      <WalletImage src="blob:http://127.0.0.1/gone" name="Rabby Wallet" walletId="rabby" />,
    )
    const broken = await drawnImg(known.container)
    expect(broken.getAttribute('src')).toBe('blob:http://127.0.0.1/gone')
    act(() => {
      fireEvent.error(broken)
    })
    expect((await settledImage(known.container)).getAttribute('src')).toBe(
      await loadWalletIcon({ id: 'rabby' }),
    )
    known.unmount()

    const unknown = render(
      <WalletImage src="blob:http://127.0.0.1/gone" name="obscure" walletId="dev.obscure" />,
    )
    const gone = await drawnImg(unknown.container)
    act(() => {
      fireEvent.error(gone)
    })
    const letter = await settledImage(unknown.container)
    expect(letter.tagName).toBe('SPAN')
    expect(letter.textContent).toBe('O')
    expect(letter.hasAttribute('data-placeholder')).toBe(true)
  })

  it('a wallet with no image and no shipped mark shows its letter at once, with no request', async () => {
    const { container } = render(<WalletImage src={monogramIcon('Nova')} name="Nova" walletId="nova" />)
    const letter = await settledImage(container)
    expect(letter.textContent).toBe('N')
    expect(container.querySelector('img')).toBeNull()
  })

  it('reserves the icon box before the mark loads: a sized placeholder, then an image with width and height', async () => {
    const { container } = render(<WalletImage name="MetaMask" walletId="metamask" />)
    const placeholder = container.querySelector('[data-latch-wallet-image]')
    expect(placeholder?.getAttribute('data-state')).toBe('loading')
    const image = await settledImage(container)
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['40', '40'])
    // The theme gives every icon box (placeholder, letter, image) its size before anything loads.
    const css = readFileSync('packages/react/src/theme/theme.css', 'utf8')
    expect(css).toMatch(/--latch-wallet-image-size: 40px;/)
    for (const selector of [
      '[data-latch-wallet-image] {',
      '[data-latch-social-icon] {',
      '[data-latch-icon="avatar"] {',
    ]) {
      const rule = css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)))
      // a fixed size, directly or through a theme variable that is one
      expect(rule, selector).toMatch(/\bwidth: (\d+px|var\(--latch-[a-z-]+-size\));/)
      expect(rule, selector).toMatch(/\bheight: (\d+px|var\(--latch-[a-z-]+-size\));/)
    }
  })
})

describe('network artwork', () => {
  const networks: CaipNetwork[] = [
    solanaMainnet,
    solanaDevnet,
    solanaTestnet,
    solanaLocalnet({
      genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
      http: 'http://127.0.0.1:8899',
    }),
    defineStacksNetwork('mainnet', 'http://127.0.0.1:3999'),
    defineStacksNetwork('testnet', 'http://127.0.0.1:3999'),
    defineBitcoinNetwork('mainnet', 'http://127.0.0.1:3002'),
    defineBitcoinNetwork('testnet', 'http://127.0.0.1:3002'),
    ...[1, 10, 137, 8453, 42161, 11155111].map((id) => evm(id, `Chain ${id}`)),
  ]

  it('every bundled network (Solana, Stacks, Bitcoin, the registry EVM chains) shows its mark', async () => {
    const marks = new Map<string, string>()
    for (const network of networks) {
      const expected = await loadNetworkIcon({ caipNetworkId: network.caipNetworkId })
      expect(expected, network.caipNetworkId).toBeDefined()
      const { container, unmount } = render(<NetworkIcon network={network} />)
      expect((await settledImage(container)).getAttribute('src'), network.name).toBe(expected)
      marks.set(
        network.chainNamespace === 'eip155' ? network.caipNetworkId : network.chainNamespace,
        expected ?? '',
      )
      unmount()
    }
    // Each family and each EVM chain has its own mark (testnets share their mainnet's).
    expect(marks.get('solana')).not.toBe(marks.get('stacks'))
    expect(marks.get('eip155:1')).toBe(marks.get('eip155:11155111'))
    expect(marks.get('eip155:8453')).not.toBe(marks.get('eip155:1'))
  })

  it('a local EVM chain shows its native currency; a chain with neither shows its letter', async () => {
    const local = render(<NetworkIcon network={evm(31337, 'Latch Local')} />)
    expect((await settledImage(local.container)).getAttribute('src')).toBe(
      await loadTokenIcon({ symbol: 'ETH' }),
    )
    local.unmount()
    const odd = render(<NetworkIcon network={evm(424242, 'Zed Chain', 'ZED')} />)
    expect((await settledImage(odd.container)).textContent).toBe('Z')
  })
})

describe('token artwork', () => {
  it('native currencies and well-known tokens show their marks; an unknown token its letter', async () => {
    for (const symbol of ['ETH', 'SOL', 'STX', 'BTC', 'USDC', 'USDT', 'DAI', 'WBTC', 'usdc']) {
      const expected = await loadTokenIcon({ symbol })
      expect(expected, symbol).toMatch(/^data:image\/svg\+xml,/)
      const { container, unmount } = render(<TokenIcon token={{ symbol }} />)
      expect((await settledImage(container)).getAttribute('src'), symbol).toBe(expected)
      unmount()
    }
    const { container } = render(<TokenIcon token={{ symbol: 'QQQ' }} />)
    expect((await settledImage(container)).textContent).toBe('Q')
  })

  it("a token's own image comes first", async () => {
    const { container } = render(<TokenIcon token={{ symbol: 'USDC', iconUrl: ANNOUNCED }} />)
    expect((await settledImage(container)).getAttribute('src')).toBe(ANNOUNCED)
  })
})

describe('social-login marks', () => {
  it('every social provider shows its mark inline, near-black brands in the text colour', async () => {
    for (const provider of Object.keys(SOCIAL_LABELS) as SocialProvider[]) {
      const mark = await loadSocialMark(provider)
      expect(mark, provider).toBeDefined()
      const { container, unmount } = render(
        <SocialIcon provider={provider} label={SOCIAL_LABELS[provider]} />,
      )
      await waitFor(() => expect(container.querySelector('svg[data-latch-social-icon]')).not.toBeNull())
      const svg = container.querySelector('svg[data-latch-social-icon]') as SVGElement
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['20', '20'])
      const path = svg.querySelector('path')
      expect(path?.getAttribute('d'), provider).toBe(mark?.path)
      const fill = path?.getAttribute('fill')
      if (provider === 'github' || provider === 'apple' || provider === 'x') expect(fill).toBe('currentColor')
      else expect(fill, provider).toBe(mark?.color)
      unmount()
    }
  })

  it('the Connect view draws the marks on its social buttons', async () => {
    const socials: SocialProvider[] = ['google', 'github', 'apple', 'x', 'discord', 'farcaster']
    const latch = createLatch({ adapters: [], networks: [evm(1, 'Ethereum')], features: { socials } })
    render(<LatchProvider latch={latch} />)
    await act(() => latch.ready())
    await act(() => latch.open({ view: 'Connect' }))
    await screen.findByRole('dialog')
    for (const provider of socials) {
      const button = await screen.findByRole('button', { name: `Continue with ${SOCIAL_LABELS[provider]}` })
      await waitFor(() => expect(button.querySelector('svg[data-latch-social-icon] path')).not.toBeNull())
    }
  })
})

describe('NFT images', () => {
  it('an NFT whose image is missing or fails keeps its 64 px box and shows its letter', async () => {
    const missing = render(<IconImage name="Punk #1" kind="nft" size={64} />)
    const letter = await settledImage(missing.container)
    expect([letter.tagName, letter.textContent, letter.getAttribute('data-latch-icon')]).toEqual([
      'SPAN',
      'P',
      'nft',
    ])
    missing.unmount()
    const failing = render(<IconImage src="blob:http://127.0.0.1/gone" name="Ape" kind="nft" size={64} />)
    const img = await drawnImg(failing.container)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64'])
    act(() => {
      fireEvent.error(img)
    })
    expect((await settledImage(failing.container)).textContent).toBe('A')
  })
})

describe('account avatar', () => {
  const A = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
  const B = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

  it('an account without a profile image gets the same identicon every time, made locally', async () => {
    const first = render(<AccountAvatar address={A} />)
    const src = (await settledImage(first.container)).getAttribute('src')
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/)
    first.unmount()
    const again = render(<AccountAvatar address={A} />)
    expect((await settledImage(again.container)).getAttribute('src')).toBe(src)
    again.unmount()
    const other = render(<AccountAvatar address={B} />)
    expect((await settledImage(other.container)).getAttribute('src')).not.toBe(src)
  })

  it('a profile image comes first, and the connected wallet shows as a badge', async () => {
    const { container } = render(
      <AccountAvatar
        address={A}
        profileImage={ANNOUNCED}
        wallet={{ name: 'MetaMask', connectorId: 'io.metamask' }}
      />,
    )
    await waitFor(() => expect(container.querySelector('[data-state="loading"]')).toBeNull())
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(images).toEqual([ANNOUNCED, await loadWalletIcon({ rdns: 'io.metamask' })])
    expect(container.querySelector('[data-latch-avatar-badge] img')?.getAttribute('width')).toBe('18')
  })
})
