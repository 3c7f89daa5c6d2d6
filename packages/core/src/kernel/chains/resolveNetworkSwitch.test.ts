import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../testing/memoryAdapter'
import { type NetworkSwitchInput, resolveNetworkSwitch } from './resolveNetworkSwitch'

const base: NetworkSwitchInput = {
  target: testNetworks.sepolia,
  activeNamespace: 'eip155',
  activeNetworkId: 'eip155:1',
  targetConnected: true,
  activeConnectorId: 'io.metamask',
  ignoreConfirmation: false,
}

describe('network switching rules (SPEC §2)', () => {
  it('switching to the already active network does nothing', () => {
    expect(resolveNetworkSwitch({ ...base, target: testNetworks.ethereum })).toEqual({ kind: 'none' })
  })

  it('another namespace not yet connected goes to SwitchActiveChain with switchToChain, navigateTo, navigateWithReplace, network', () => {
    const decision = resolveNetworkSwitch({
      ...base,
      target: testNetworks.solana,
      activeNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      targetConnected: false,
      activeConnectorId: undefined,
    })
    expect(decision).toEqual({
      kind: 'switchActiveChain',
      data: {
        switchToChain: 'solana',
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network: testNetworks.solana,
      },
    })
  })

  it('SwitchNetwork is shown when confirmation is not ignored', () => {
    expect(resolveNetworkSwitch(base)).toEqual({ kind: 'confirm', data: { network: testNetworks.sepolia } })
  })

  it('SwitchNetwork is shown when the auth connector is in use and supports the chain, even if confirmation is ignored', () => {
    const decision = resolveNetworkSwitch({ ...base, ignoreConfirmation: true, activeConnectorId: 'ID_AUTH' })
    expect(decision.kind).toBe('confirm')
  })

  it('with confirmation ignored and a regular wallet the switch is direct', () => {
    expect(resolveNetworkSwitch({ ...base, ignoreConfirmation: true })).toEqual({ kind: 'direct' })
  })

  it('with nothing connected in the same namespace the switch is direct (no wallet to ask)', () => {
    expect(resolveNetworkSwitch({ ...base, targetConnected: false, activeConnectorId: undefined })).toEqual({
      kind: 'direct',
    })
  })
})
