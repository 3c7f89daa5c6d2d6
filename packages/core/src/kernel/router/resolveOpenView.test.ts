import { describe, expect, it } from 'vitest'
import { type OpenViewInput, resolveOpenView } from './resolveOpenView'

const base: OpenViewInput = {
  requested: undefined,
  connected: false,
  hasAdapters: true,
  manualWalletConnect: false,
  isMobile: false,
}

describe('opening rules (SPEC §2)', () => {
  it('shows the requested view', () => {
    expect(resolveOpenView({ ...base, requested: 'Networks' })).toBe('Networks')
    expect(resolveOpenView({ ...base, requested: 'Networks', hasAdapters: false })).toBe('Networks')
  })

  it('shows Account when an address is connected, else Connect', () => {
    expect(resolveOpenView({ ...base, connected: true })).toBe('Account')
    expect(resolveOpenView(base)).toBe('Connect')
  })

  it('with no adapters and no connected address shows AllWallets on mobile, ConnectingWalletConnectBasic otherwise', () => {
    expect(resolveOpenView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(resolveOpenView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView({ ...base, hasAdapters: false, connected: true })).toBe('Account')
  })

  it('with manual wallet-connect control shows AllWallets on mobile, ConnectingWalletConnectBasic otherwise', () => {
    expect(resolveOpenView({ ...base, manualWalletConnect: true, isMobile: true })).toBe('AllWallets')
    expect(resolveOpenView({ ...base, manualWalletConnect: true, connected: true })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })
})
