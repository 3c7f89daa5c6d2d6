import type { Connector } from '@latch/core'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../provider/types'
import { framedPage } from '../safe/testing/framedPage'
import { createEvmDiscovery } from './createEvmDiscovery'

// Providers here are plain objects: discovery only reads their identity, never calls them.
const provider = (): Eip1193Provider => ({ request: async () => null })
const info = (rdns: string, name = rdns) => ({
  uuid: `uuid-${rdns}`,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns,
})

function page(options: { ethereum?: Eip1193Provider } = {}) {
  const win = new EventTarget() as EventTarget & { ethereum?: Eip1193Provider }
  if (options.ethereum) win.ethereum = options.ethereum
  return win as unknown as Window
}
const announce = (win: Window, detail: unknown) =>
  win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

describe('EVM wallet discovery', () => {
  it('asks wallets to announce on start and lists one announced connector per rdns', () => {
    const win = page()
    const a = provider()
    let requests = 0
    win.addEventListener('eip6963:requestProvider', () => {
      requests++
      announce(win, { info: info('io.metamask', 'MetaMask'), provider: a })
    })
    const discovery = createEvmDiscovery()
    const seen: (readonly Connector[])[] = []
    discovery.start(win, (c) => seen.push(c))
    announce(win, { info: info('io.metamask', 'MetaMask'), provider: a })
    announce(win, { info: info('app.phantom', 'Phantom'), provider: provider() })
    expect(requests).toBe(1)
    expect(discovery.connectors()).toEqual([
      {
        id: 'io.metamask',
        type: 'announced',
        name: 'MetaMask',
        chain: 'eip155',
        rdns: 'io.metamask',
        installed: true,
        imageUrl: 'data:image/svg+xml,<svg/>',
      },
      expect.objectContaining({ id: 'app.phantom', type: 'announced' }),
    ])
    expect(seen).toHaveLength(2)
    expect(discovery.provider('io.metamask')).toBe(a)
  })

  it('offers window.ethereum as "injected" only while no wallet has announced', () => {
    const legacy = provider()
    const win = page({ ethereum: legacy })
    const discovery = createEvmDiscovery()
    discovery.start(win, () => {})
    expect(discovery.connectors().map((c) => [c.id, c.type])).toEqual([['injected', 'injected']])
    expect(discovery.provider('injected')).toBe(legacy)
    announce(win, { info: info('io.metamask'), provider: legacy })
    expect(discovery.connectors().map((c) => [c.id, c.type])).toEqual([['io.metamask', 'announced']])
    // no silent fallback: the legacy connector no longer answers
    expect(discovery.provider('injected')).toBeUndefined()
  })

  it('never lets one wallet answer for another', () => {
    const win = page({ ethereum: provider() })
    const discovery = createEvmDiscovery()
    discovery.start(win, () => {})
    expect(discovery.provider('io.metamask')).toBeUndefined()
  })

  it('ignores malformed announcements and legacy providers when legacyInjected is false', () => {
    const win = page({ ethereum: provider() })
    const discovery = createEvmDiscovery({ legacyInjected: false })
    discovery.start(win, () => {})
    announce(win, { info: { name: 'x' }, provider: provider() })
    announce(win, { info: info(''), provider: provider() })
    announce(win, { info: info('io.bad'), provider: {} })
    expect(discovery.connectors()).toEqual([])
  })

  it('caps what an announcement carries: an oversized rdns, uuid or name is ignored, an oversized icon dropped', () => {
    const win = page()
    const discovery = createEvmDiscovery({ legacyInjected: false })
    discovery.start(win, () => {})
    announce(win, { info: info(`io.${'a'.repeat(300)}`), provider: provider() })
    announce(win, { info: { ...info('io.long.name'), name: 'W'.repeat(101) }, provider: provider() })
    announce(win, { info: { ...info('io.long.uuid'), uuid: 'u'.repeat(300) }, provider: provider() })
    expect(discovery.connectors()).toEqual([])
    announce(win, {
      info: { ...info('io.big.icon', 'Big Icon'), icon: `data:image/svg+xml,${'x'.repeat(300 * 1024)}` },
      provider: provider(),
    })
    announce(win, { info: info('io.fine', 'W'.repeat(100)), provider: provider() })
    expect(discovery.connectors().map((c) => [c.id, c.imageUrl !== undefined])).toEqual([
      ['io.big.icon', false],
      ['io.fine', true],
    ])
  })

  it('waitFor resolves when the wallet announces late, and stop() stops listening', async () => {
    const win = page()
    const discovery = createEvmDiscovery()
    discovery.start(win, () => {})
    const late = provider()
    const waiting = discovery.waitFor('io.late', 5_000)
    announce(win, { info: info('io.late'), provider: late })
    expect(await waiting).toBe(late)
    expect(await discovery.waitFor('io.never', 0)).toBeUndefined()
    discovery.stop()
    announce(win, { info: info('io.after'), provider: provider() })
    expect(discovery.provider('io.after')).toBeUndefined()
  })

  it('recognises Coinbase Wallet, OKX and Ledger by the rdns they announce (SPEC §3 connector kinds)', () => {
    const win = page()
    const discovery = createEvmDiscovery()
    discovery.start(win, () => {})
    announce(win, { info: info('com.coinbase.wallet', 'Coinbase Wallet'), provider: provider() })
    announce(win, { info: info('com.okex.wallet', 'OKX Wallet'), provider: provider() })
    announce(win, { info: info('com.ledger', 'Ledger Wallet'), provider: provider() })
    announce(win, { info: info('io.metamask', 'MetaMask'), provider: provider() })
    expect(discovery.connectors().map((c) => [c.id, c.type, c.name, c.rdns])).toEqual([
      ['com.coinbase.wallet', 'coinbaseWallet', 'Coinbase Wallet', 'com.coinbase.wallet'],
      ['com.okex.wallet', 'okx', 'OKX Wallet', 'com.okex.wallet'],
      ['com.ledger', 'ledger', 'Ledger Wallet', 'com.ledger'],
      ['io.metamask', 'announced', 'MetaMask', 'io.metamask'],
    ])
  })

  it('names a legacy window.ethereum by the flag its wallet sets, only when the flag is exactly true', () => {
    const kindOf = (flags: Record<string, unknown>) => {
      const discovery = createEvmDiscovery()
      discovery.start(page({ ethereum: { ...provider(), ...flags } }), () => {})
      const [connector] = discovery.connectors()
      return [connector?.id, connector?.type, connector?.name]
    }
    expect(kindOf({ isCoinbaseWallet: true })).toEqual(['injected', 'coinbaseWallet', 'Coinbase Wallet'])
    expect(kindOf({ isOkxWallet: true })).toEqual(['injected', 'okx', 'OKX Wallet'])
    expect(kindOf({ isLedgerLive: true })).toEqual(['injected', 'ledger', 'Ledger'])
    expect(kindOf({ isCoinbaseWallet: 'yes' })).toEqual(['injected', 'injected', 'Browser Wallet'])
    expect(kindOf({})).toEqual(['injected', 'injected', 'Browser Wallet'])
    const hostile = provider()
    Object.defineProperty(hostile, 'isCoinbaseWallet', {
      get() {
        throw new Error('no')
      },
    })
    Object.defineProperty(hostile, 'isOkxWallet', { value: true })
    const discovery = createEvmDiscovery()
    discovery.start(page({ ethereum: hostile }), () => {})
    expect(discovery.connectors()[0]?.type).toBe('okx')
  })
})

describe('EVM wallet discovery: Safe{Wallet} frame', () => {
  const SAFE = '0x1111111111111111111111111111111111111111'
  const waitUntil = async (check: () => boolean, ms = 1000) => {
    const end = Date.now() + ms
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 5))
  }

  it('lists the Safe (id and type safe, named Safe) first when the parent answers getSafeInfo', async () => {
    const page = framedPage((m) =>
      m.method === 'getSafeInfo'
        ? { id: m.id, success: true, data: { safeAddress: SAFE, chainId: 31337 }, version: '9.1.0' }
        : undefined,
    )
    const discovery = createEvmDiscovery()
    discovery.start(page.win, () => {})
    announce(page.win, { info: info('io.metamask', 'MetaMask'), provider: provider() })
    // generous: the first import of the handshake module is transformed on the fly here
    const safe = await discovery.waitFor('safe', 10_000)
    expect(safe).toBeDefined()
    expect(discovery.connectors().map((c) => [c.id, c.type, c.name])).toEqual([
      ['safe', 'safe', 'Safe'],
      ['io.metamask', 'announced', 'MetaMask'],
    ])
    await expect(safe?.request({ method: 'eth_requestAccounts' })).resolves.toEqual([SAFE])
    expect(page.posted.map((p) => p.message.method)).toEqual(['getSafeInfo'])
    discovery.stop()
  })

  it('posts nothing when the page is not in a frame, and lists no Safe', async () => {
    const win = page()
    const posts: unknown[] = []
    Object.assign(win, { parent: win, postMessage: (m: unknown) => posts.push(m) })
    const discovery = createEvmDiscovery()
    discovery.start(win, () => {})
    await expect(discovery.waitFor('safe', 100)).resolves.toBeUndefined()
    expect(posts).toEqual([])
    expect(discovery.connectors()).toEqual([])
  })

  it('lists no Safe when the parent does not answer, or answers with a hostile Safe info', async () => {
    for (const reply of [
      () => undefined,
      (m: { id: string }) => ({ id: m.id, success: true, data: { safeAddress: 'evil', chainId: 1 } }),
    ]) {
      const page = framedPage(reply)
      const discovery = createEvmDiscovery()
      discovery.start(page.win, () => {})
      await waitUntil(() => page.posted.length > 0)
      expect(page.posted).toHaveLength(1)
      await expect(discovery.waitFor('safe', 700)).resolves.toBeUndefined()
      expect(discovery.connectors()).toEqual([])
    }
  })

  it('never asks the parent with safeApps: false', async () => {
    const page = framedPage()
    createEvmDiscovery({ safeApps: false }).start(page.win, () => {})
    await new Promise((r) => setTimeout(r, 50))
    expect(page.posted).toEqual([])
  })
})
