import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../testing/memoryAdapter'
import { resolveViewData } from './resolveViewData'
import { ROUTER_VIEWS } from './views'

const wallet = {
  id: 'io.metamask',
  name: 'MetaMask',
  connectorId: 'io.metamask',
  namespace: 'eip155' as const,
}

describe('a view opened without what it is about', () => {
  it('opens the view where the visitor chooses it: Networks for a network switch, Connect for a wallet or a login', () => {
    expect(resolveViewData({ view: 'SwitchNetwork', data: undefined, socials: [] })).toBe('Networks')
    expect(resolveViewData({ view: 'SwitchActiveChain', data: {}, socials: [] })).toBe('Networks')
    expect(resolveViewData({ view: 'ConnectingExternal', data: {}, socials: [] })).toBe('Connect')
    expect(resolveViewData({ view: 'ConnectingSocial', data: {}, socials: ['google'] })).toBe('Connect')
    // a provider the app does not offer is not a login the visitor can finish
    expect(
      resolveViewData({ view: 'ConnectingSocial', data: { socialProvider: 'github' }, socials: ['google'] }),
    ).toBe('Connect')
  })

  it('opens the asked view when it has its data, and every other view as asked', () => {
    const network = testNetworks.ethereum
    expect(resolveViewData({ view: 'SwitchNetwork', data: { network }, socials: [] })).toBe('SwitchNetwork')
    expect(resolveViewData({ view: 'SwitchActiveChain', data: { network }, socials: [] })).toBe(
      'SwitchActiveChain',
    )
    expect(resolveViewData({ view: 'ConnectingExternal', data: { wallet }, socials: [] })).toBe(
      'ConnectingExternal',
    )
    expect(
      resolveViewData({ view: 'ConnectingSocial', data: { socialProvider: 'google' }, socials: ['google'] }),
    ).toBe('ConnectingSocial')
    const needData = new Set(['SwitchNetwork', 'SwitchActiveChain', 'ConnectingExternal', 'ConnectingSocial'])
    for (const view of ROUTER_VIEWS.filter((v) => !needData.has(v)))
      expect(resolveViewData({ view, data: undefined, socials: [] })).toBe(view)
  })
})
