import { describe, expect, it, vi } from 'vitest'
import type { StandardWallet, WalletsRegistrationApi } from './types'
import { watchStandardWallets } from './watchStandardWallets'

const wallet = (name: string, chains: StandardWallet['chains']): StandardWallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,',
  chains,
  features: {},
  accounts: [],
})

/** The wallet half of discovery, as an extension does it. */
function announce(target: EventTarget, w: StandardWallet): { unregister?: () => void } {
  const out: { unregister?: () => void } = {}
  const callback = (api: WalletsRegistrationApi) => {
    out.unregister = api.register(w)
  }
  target.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }))
  target.addEventListener('wallet-standard:app-ready', (e) =>
    callback((e as Event & { detail: WalletsRegistrationApi }).detail),
  )
  return out
}

describe('watchStandardWallets: the app half of Wallet Standard discovery', () => {
  it('collects Solana wallets announced before and after the app, once each, and skips other chains', () => {
    const target = new EventTarget()
    announce(target, wallet('Early', ['solana:mainnet']))
    const onChange = vi.fn()
    const watcher = watchStandardWallets(target, onChange)
    const late = wallet('Late', ['solana:devnet', 'sui:mainnet'])
    announce(target, late)
    announce(target, wallet('Sui only', ['sui:mainnet']))
    target.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet'), {
        detail: (api: WalletsRegistrationApi) => api.register(late),
      }),
    )
    expect(watcher.get().map((w) => w.name)).toEqual(['Early', 'Late'])
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('drops a wallet that unregisters and stops listening when stopped', () => {
    const target = new EventTarget()
    const watcher = watchStandardWallets(target, () => {})
    const handle = announce(target, wallet('Gone', ['solana:mainnet']))
    handle.unregister?.()
    expect(watcher.get()).toEqual([])
    watcher.stop()
    announce(target, wallet('After stop', ['solana:mainnet']))
    expect(watcher.get()).toEqual([])
  })
})
