import { ALERTS, type CaipNetwork, createLatch } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { forwardPairingAlerts } from './forwardPairingAlerts'
import type { WalletConnectEvent } from './types'

const network: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('forwardPairingAlerts', () => {
  it('shows the connector alerts (SPEC §8 "Wallet Request Timeout") on the Latch instance until stopped', () => {
    const latch = createLatch({ adapters: [], networks: [network] })
    // Only the connector's event stream is needed; a real connector emits the same events (see the
    // integration tests), this one lets the test emit them without a relay.
    const listeners = new Set<(event: WalletConnectEvent) => void>()
    const connector = {
      on(listener: (event: WalletConnectEvent) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const stop = forwardPairingAlerts(connector, latch.alerts)
    for (const listener of listeners) listener({ type: 'alert', name: 'WalletRequestTimeout' })
    expect(latch.getState().alerts.current).toMatchObject({
      code: ALERTS.WalletRequestTimeout.code,
      message: 'Wallet Request Timeout',
    })
    stop()
    expect(listeners.size).toBe(0)
  })
})
