import type { CaipNetwork } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector'
import type { WalletConnectConnectorOptions } from './types'

const network: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('createWalletConnectConnector before the pairing path is chosen', () => {
  const create = () =>
    createWalletConnectConnector({
      projectId: 'p',
      networks: [network],
      metadata: { name: 'App', description: 'd', url: 'http://127.0.0.1', icons: [] },
      relayUrl: 'ws://127.0.0.1:1',
    })

  it('is the SPEC walletConnect connector and starts idle, with no URI, session or pending request', () => {
    const connector = create()
    expect(connector.id).toBe('walletConnect')
    expect(connector.type).toBe('walletConnect')
    expect(connector.getState()).toEqual({
      status: 'idle',
      uri: undefined,
      uriExpiresAt: undefined,
      proposal: undefined,
      session: undefined,
      pendingRequests: [],
      error: undefined,
    })
  })

  it('refuses a request with NoPairingSessionError without loading the SDK, and disconnect, cancel, purge and destroy are no-ops', async () => {
    const connector = create()
    await expect(
      connector.request({ chainId: 'eip155:1', method: 'personal_sign', params: [] }),
    ).rejects.toMatchObject({
      code: 'NO_PAIRING_SESSION',
    })
    connector.cancel()
    await connector.disconnect()
    await connector.purgeExpired()
    await connector.destroy()
    expect(connector.getAccounts('eip155')).toEqual([])
    expect(connector.getState().status).toBe('idle')
  })

  it("refuses to connect or restore without the app's relayUrl (RELAY_URL_MISSING), so the SDK's public relay is never contacted", async () => {
    // as a JavaScript caller (no type check) would leave it out
    const connector = createWalletConnectConnector({
      projectId: 'p',
      networks: [network],
      metadata: { name: 'App', description: 'd', url: 'http://127.0.0.1', icons: [] },
    } as unknown as WalletConnectConnectorOptions)
    const missing = { shortMessage: 'Failed to connect', code: 'RELAY_URL_MISSING' }
    await expect(connector.connect()).rejects.toMatchObject(missing)
    await expect(connector.restore()).rejects.toMatchObject(missing)
  })
})
