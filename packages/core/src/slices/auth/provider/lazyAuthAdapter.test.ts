import { describe, expect, it } from 'vitest'
import { createMemoryAdapter, testConnector, testNetworks } from '../../../testing/memoryAdapter'
import { createReferenceAuthProvider } from '../testing/createReferenceAuthProvider'
import { lazyAuthAdapters } from './lazyAuthAdapter'

const initContext = (networks = [testNetworks.ethereum]) => ({
  networks,
  storage: { get: () => undefined, set: () => undefined, remove: () => undefined },
  getWindow: () => undefined,
})

describe('lazyAuthAdapters', () => {
  it('answers before its code has loaded: the chain connectors and ID_AUTH, their providers, the chain capabilities and pairing source', () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const pairing = {
      getState: () => ({ status: 'idle', uri: undefined, uriExpiresAt: undefined }),
      subscribe: () => () => undefined,
      cancel: () => undefined,
      createQr: async () => ({ svg: '<svg/>' }),
    }
    evm.adapter.pairing = pairing
    const ref = createReferenceAuthProvider()
    const [eip155, solana] = lazyAuthAdapters({
      adapters: [evm.adapter],
      networks: [testNetworks.ethereum, testNetworks.solana],
      provider: ref.provider,
      approve: async () => true,
    })
    expect(eip155?.namespace).toBe('eip155')
    expect(eip155?.getConnectors().map((c) => c.id)).toEqual(['io.metamask', 'ID_AUTH'])
    expect(eip155?.getProvider?.('ID_AUTH')).toBe(ref.provider)
    expect(eip155?.send).toBeTypeOf('function')
    expect(eip155?.accountData).toBe(evm.adapter.accountData)
    // the pairing views still find the chain adapter's pairing source
    expect(eip155?.pairing).toBe(pairing)
    // a namespace with no chain adapter gets the auth connector alone, which does not send there
    expect(solana?.getConnectors()).toEqual([expect.objectContaining({ id: 'ID_AUTH', chain: 'solana' })])
    expect(solana?.getProvider?.('ID_AUTH')).toBe(ref.provider)
    expect(solana?.send).toBeUndefined()
  })

  it('loads with init and then routes ID_AUTH to the login and the rest to the chain adapter', async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const ref = createReferenceAuthProvider()
    const [eip155] = lazyAuthAdapters({
      adapters: [evm.adapter],
      networks: [testNetworks.ethereum],
      provider: ref.provider,
      approve: async () => true,
    })
    await eip155?.init(initContext())
    await eip155?.request({ connectorId: 'io.metamask', method: 'eth_sign' })
    expect(evm.calls.at(-1)).toEqual({ method: 'eth_sign', params: undefined })
    await ref.provider.connectEmail({ email: 'a@example.com' })
    await ref.provider.connectOtp({ otp: ref.lastCode('a@example.com') })
    const result = await eip155?.connect({
      connectorId: 'ID_AUTH',
      caipNetworkId: testNetworks.ethereum.caipNetworkId,
    })
    expect(result?.accounts[0]?.address).toBe(ref.publicKeys().evm)
  })
})
