import type { Connector } from '@latch/core'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createStacksDiscovery } from './createStacksDiscovery'
import type { SessionWallet } from './sessionWallet'

const provider = { request: async () => ({}) }

/** A session holding these wallets (pairing ones, as the front lists them before it loads). */
const session = (...wallets: SessionWallet[]) => ({ listWallets: () => wallets })

const pairing: SessionWallet = {
  descriptor: { id: 'walletConnect', name: 'Mobile wallet', icon: 'data:,' },
  installed: true,
  kind: 'walletConnect',
}

/** A page: an EventTarget as `window` (Node has no DOM), still loading. */
const loadingPage = () => new EventTarget() as EventTarget & Window & Record<string, unknown>

const listed = (connectors: readonly Connector[]) => connectors.map((c) => `${c.id}${c.installed ? '+' : ''}`)

describe('createStacksDiscovery: the one Stacks/Bitcoin wallet discovery both adapters start alone at mount', () => {
  it("lists each namespace's wallets as connectors (known ones installed or not, registered ones, the session's pairing ones) and names a wallet's provider", () => {
    const discovery = createStacksDiscovery()
    const stacks = discovery.forNamespace('stacks', session(pairing))
    const bip122 = discovery.forNamespace('bip122', session(pairing))
    // before any page: the known wallets, none installed
    expect(listed(stacks.connectors())).toEqual([
      'LeatherProvider',
      'XverseProviders.BitcoinProvider',
      'AsignaProvider',
      'walletConnect+',
    ])

    const page = {
      LeatherProvider: provider,
      FordefiProviders: { UtxoProvider: provider },
      wbip_providers: [{ id: 'Other', name: 'Other', methods: ['stx_signMessage'] }],
      Other: provider,
    }
    stacks.start(page as unknown as Window, () => undefined)
    expect(listed(stacks.connectors())).toEqual([
      'LeatherProvider+',
      'XverseProviders.BitcoinProvider',
      'AsignaProvider',
      'Other+',
      'walletConnect+',
    ])
    // one discovery: the Bitcoin view reads the page the Stacks one started on
    expect(listed(bip122.connectors())).toEqual([
      'LeatherProvider+',
      'XverseProviders.BitcoinProvider',
      'AsignaProvider',
      'FordefiProviders.UtxoProvider+',
      'walletConnect+',
    ])
    expect(stacks.connectors()[0]).toEqual({
      id: 'LeatherProvider',
      type: 'wbip',
      name: 'Leather',
      chain: 'stacks',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml/),
      installed: true,
    })
    expect(bip122.provider('LeatherProvider')).toBe(provider)
    expect(discovery.provider('XverseProviders.BitcoinProvider')).toBeUndefined()
    expect(discovery.listed().find((w) => w.descriptor.id === 'Other')).toMatchObject({
      installed: true,
      kind: 'wbip',
    })
  })

  it("waits once for the page's load for both namespaces and reports a wallet registered meanwhile only to the namespaces it serves", () => {
    const page = loadingPage()
    const added = vi.spyOn(page, 'addEventListener')
    const discovery = createStacksDiscovery()
    const onStacks = vi.fn()
    const onBitcoin = vi.fn()
    discovery.forNamespace('stacks', session()).start(page, onStacks)
    discovery.forNamespace('bip122', session()).start(page, onBitcoin)
    expect(added.mock.calls.map(([type]) => type)).toEqual(['load'])

    // Fordefi (Bitcoin only) injects after the app's script
    page.FordefiProviders = { UtxoProvider: provider }
    page.dispatchEvent(new Event('load'))
    expect(onStacks).not.toHaveBeenCalled()
    expect(onBitcoin).toHaveBeenCalledTimes(1)
    expect(listed(onBitcoin.mock.calls[0]![0])).toContain('FordefiProviders.UtxoProvider+')
  })

  it('a second start of a namespace only changes who is told; the wait ends once both namespaces have stopped', () => {
    const page = loadingPage()
    const added = vi.spyOn(page, 'addEventListener')
    const removed = vi.spyOn(page, 'removeEventListener')
    const discovery = createStacksDiscovery()
    const stacks = discovery.forNamespace('stacks', session())
    const bip122 = discovery.forNamespace('bip122', session())
    const first = vi.fn()
    const second = vi.fn()
    const onBitcoin = vi.fn()
    stacks.start(page, first)
    stacks.start(page, second)
    bip122.start(page, onBitcoin)
    expect(added).toHaveBeenCalledTimes(1)

    stacks.stop()
    expect(removed).not.toHaveBeenCalled()
    page.LeatherProvider = provider
    page.dispatchEvent(new Event('load'))
    expect(first).not.toHaveBeenCalled()
    expect(second).not.toHaveBeenCalled()
    expect(onBitcoin).toHaveBeenCalledTimes(1)

    const reloaded = loadingPage()
    const removedThere = vi.spyOn(reloaded, 'removeEventListener')
    stacks.start(reloaded, first)
    bip122.start(reloaded, onBitcoin)
    stacks.stop()
    bip122.stop()
    expect(removedThere.mock.calls.map(([type]) => type)).toEqual(['load'])
    reloaded.LeatherProvider = provider
    reloaded.dispatchEvent(new Event('load'))
    expect(first).not.toHaveBeenCalled()
    expect(onBitcoin).toHaveBeenCalledTimes(1)
  })

  it('on a page that has already loaded it adds no listener: the list core reads at start is complete', () => {
    const page = Object.assign(loadingPage(), { document: { readyState: 'complete' } })
    const added = vi.spyOn(page, 'addEventListener')
    const discovery = createStacksDiscovery()
    discovery.forNamespace('stacks', session()).start(page, () => undefined)
    expect(added).not.toHaveBeenCalled()
  })

  it('both adapters starting and stopping the shared discovery in any order: at most one load listener, none once both stopped, and on load each started namespace is told exactly the list it did not have', () => {
    type Op = 'startStacks' | 'startBitcoin' | 'stopStacks' | 'stopBitcoin' | 'register' | 'load'
    const op = fc.constantFrom<Op>(
      'startStacks',
      'startBitcoin',
      'stopStacks',
      'stopBitcoin',
      'register',
      'load',
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 14 }), (ops) => {
        const page = loadingPage()
        let listeners = 0
        const add = page.addEventListener.bind(page)
        const remove = page.removeEventListener.bind(page)
        page.addEventListener = ((type: string, fn: EventListener, o?: AddEventListenerOptions) => {
          if (type === 'load') listeners++
          add(type, fn, o)
        }) as typeof page.addEventListener
        page.removeEventListener = ((type: string, fn: EventListener) => {
          if (type === 'load') listeners = Math.max(0, listeners - 1)
          remove(type, fn)
        }) as typeof page.removeEventListener
        const discovery = createStacksDiscovery()
        const views = {
          stacks: discovery.forNamespace('stacks', session()),
          bip122: discovery.forNamespace('bip122', session()),
        }
        // what each started namespace knows: its list at start, then each list it was told
        const known = new Map<'stacks' | 'bip122', string[]>()
        const start = (ns: 'stacks' | 'bip122') => {
          views[ns].start(page, (connectors) => {
            expect(known.has(ns)).toBe(true)
            expect(listed(connectors)).not.toEqual(known.get(ns))
            known.set(ns, listed(connectors))
          })
          known.set(ns, listed(views[ns].connectors()))
        }
        const stop = (ns: 'stacks' | 'bip122') => {
          views[ns].stop()
          known.delete(ns)
        }
        // wallets that install themselves after the app's script: Leather, then Xverse's Bitcoin provider
        const LATE = [{ LeatherProvider: provider }, { XverseProviders: { BitcoinProvider: provider } }]
        let registered = 0
        for (const step of ops) {
          if (step === 'startStacks') start('stacks')
          else if (step === 'startBitcoin') start('bip122')
          else if (step === 'stopStacks') stop('stacks')
          else if (step === 'stopBitcoin') stop('bip122')
          else if (step === 'register') Object.assign(page, LATE[registered++ % LATE.length])
          else {
            // fired once with a listener waiting, as a page loads once; then the page is loaded
            if (listeners > 0) {
              page.dispatchEvent(new Event('load'))
              listeners = 0
              Object.assign(page, { document: { readyState: 'complete' } })
              for (const [ns, list] of known) expect(list).toEqual(listed(views[ns].connectors()))
            }
          }
          expect(listeners).toBeLessThanOrEqual(1)
          if (known.size === 0) expect(listeners).toBe(0)
        }
      }),
      { numRuns: 300 },
    )
  })
})
