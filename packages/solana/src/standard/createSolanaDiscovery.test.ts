import { describe, expect, it, vi } from 'vitest'
import { createSolanaDiscovery } from './createSolanaDiscovery'
import type { StandardWallet, WalletsRegistrationApi } from './types'

const wallet = (name: string): StandardWallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,',
  chains: ['solana:devnet'],
  features: {},
  accounts: [],
})

/** A wallet registering itself after the app, as an extension does. */
const register = (target: EventTarget, w: StandardWallet) =>
  target.dispatchEvent(
    Object.assign(new Event('wallet-standard:register-wallet'), {
      detail: (api: WalletsRegistrationApi) => api.register(w),
    }),
  )

describe('createSolanaDiscovery: the Wallet Standard discovery the Solana adapter starts alone at mount', () => {
  it('lists and reports each registered wallet as a connector, and names its wallet by id', () => {
    const target = new EventTarget()
    const discovery = createSolanaDiscovery()
    const onChange = vi.fn()
    discovery.start(target as Window, onChange)
    const phantom = wallet('Phantom')
    register(target, phantom)
    const connectors = [
      {
        id: 'Phantom',
        type: 'walletStandard',
        name: 'Phantom',
        chain: 'solana',
        imageUrl: phantom.icon,
        installed: true,
      },
    ]
    expect(discovery.connectors()).toEqual(connectors)
    expect(onChange).toHaveBeenLastCalledWith(connectors)
    expect(discovery.wallet('Phantom')).toBe(phantom)
    expect(discovery.provider('Phantom')).toBe(phantom)
  })

  it('a second start only changes who is told (no second registration listener); stop ends both', () => {
    const target = new EventTarget()
    const discovery = createSolanaDiscovery()
    const first = vi.fn()
    const second = vi.fn()
    discovery.start(target as Window, first)
    discovery.start(target as Window, second)
    register(target, wallet('Solflare'))
    expect(first).toHaveBeenCalledTimes(1) // the start's own report, before the handover
    expect(second).toHaveBeenCalledTimes(1)
    expect(discovery.connectors()).toHaveLength(1)
    discovery.stop()
    register(target, wallet('Backpack'))
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('waitFor resolves with a wallet that registers later, or undefined once the wait is over', async () => {
    const target = new EventTarget()
    const discovery = createSolanaDiscovery()
    discovery.start(target as Window, () => undefined)
    const waiting = discovery.waitFor('Late', 1000)
    const late = wallet('Late')
    register(target, late)
    await expect(waiting).resolves.toBe(late)
    await expect(discovery.waitFor('Never', 10)).resolves.toBeUndefined()
  })
})
