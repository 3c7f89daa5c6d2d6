import { describe, expect, it } from 'vitest'
import type { AdapterEvent } from '../../../adapters/types'
import { createMemoryAdapter, testConnector, testNetworks } from '../../../testing/memoryAdapter'
import { createReferenceAuthProvider } from '../testing/createReferenceAuthProvider'
import { authAdapter } from './authAdapter'
import { withAuthConnector } from './withAuthConnector'

describe('withAuthConnector', () => {
  it('lists both connectors, routes ID_AUTH to the auth adapter and the rest to the chain adapter', async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const ref = createReferenceAuthProvider()
    const combined = withAuthConnector(
      evm.adapter,
      authAdapter(ref.provider, { namespace: 'eip155', approve: async () => true }),
    )
    expect(combined.getConnectors().map((c) => c.id)).toEqual(['io.metamask', 'ID_AUTH'])

    await combined.request({ connectorId: 'io.metamask', method: 'eth_sign' })
    expect(evm.calls.at(-1)).toEqual({ method: 'eth_sign', params: undefined })
    await expect(combined.request({ connectorId: 'ID_AUTH', method: 'eth_sign' })).rejects.toMatchObject({
      code: 'RPC_NOT_ALLOWED',
    })

    await ref.provider.connectEmail({ email: 'a@example.com' })
    await ref.provider.connectOtp({ otp: ref.lastCode('a@example.com') })
    const result = await combined.connect({
      connectorId: 'ID_AUTH',
      caipNetworkId: testNetworks.ethereum.caipNetworkId,
    })
    expect(result.accounts[0]?.address).toBe(ref.publicKeys().evm)
  })

  it("keeps ID_AUTH in the namespace's connectors when the chain adapter reports a change", () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const ref = createReferenceAuthProvider()
    const combined = withAuthConnector(
      evm.adapter,
      authAdapter(ref.provider, { namespace: 'eip155', approve: async () => true }),
    )
    const events: AdapterEvent[] = []
    const stop = combined.subscribe((event) => events.push(event))
    evm.emit({ type: 'connectorsChanged', connectors: [testConnector('eip155', 'io.rabby')] })
    stop()
    expect(events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: [testConnector('eip155', 'io.rabby'), expect.objectContaining({ id: 'ID_AUTH' })],
      },
    ])
  })
})
