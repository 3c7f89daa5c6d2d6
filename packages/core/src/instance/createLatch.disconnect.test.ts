import { describe, expect, it } from 'vitest'
import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import { createReferenceAuthProvider } from '../slices/auth/testing/createReferenceAuthProvider'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'
import type { Latch } from './types'

const EMAIL = 'ada@example.com'
const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const connected = (latch: Latch, namespace: ChainNamespace) => latch.getAccount({ namespace }).isConnected

/** An app with email login (core's reference AuthProvider) beside an EVM extension, on Ethereum and Solana. */
async function loginWorld(options: { multiWallet?: boolean } = {}) {
  const ref = createReferenceAuthProvider()
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const latch = createLatch({
    adapters: [evm.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana],
    features: { email: true, multiWallet: options.multiWallet === true },
    auth: { provider: ref.provider, openWindow: () => null },
  })
  latch.mount()
  await latch.ready()
  const emailLogin = async () => {
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail(EMAIL)
    await latch.auth.verifyOtp(ref.lastCode(EMAIL))
  }
  return { latch, ref, evm, emailLogin }
}

describe('disconnecting a wallet (the Account view\'s "Disconnect")', () => {
  it('after an email login disconnects its EVM and its Solana account, and forgets the login', async () => {
    const { latch, ref, emailLogin } = await loginWorld()
    await emailLogin()
    expect(connected(latch, 'eip155') && connected(latch, 'solana')).toBe(true)
    expect(latch.getState().auth.email).toBe(EMAIL)

    await latch.disconnectWallet()
    expect(connected(latch, 'eip155')).toBe(false)
    expect(connected(latch, 'solana')).toBe(false)
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getState().auth.email).toBeUndefined()
    expect(await ref.provider.getUser()).toBeNull()
  })

  it('a Stacks and Bitcoin wallet (one connector in two namespaces) goes from both; another wallet stays and becomes active', async () => {
    const leather = testConnector('stacks', 'LeatherProvider')
    const stacks = createMemoryAdapter({ namespace: 'stacks', connectors: [leather] })
    const btc = createMemoryAdapter({ namespace: 'bip122', connectors: [{ ...leather, chain: 'bip122' }] })
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const latch = createLatch({
      adapters: [evm.adapter, stacks.adapter, btc.adapter],
      networks: [testNetworks.ethereum, testNetworks.stacks, bitcoin],
    })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
    await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })

    await latch.open({ view: 'Account' })
    await latch.disconnectWallet()
    // the modal stays open on the wallet still connected, which Account now shows
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.view).toBe('Account')
    expect(connected(latch, 'stacks')).toBe(false)
    expect(connected(latch, 'bip122')).toBe(false)
    expect(connected(latch, 'eip155')).toBe(true)
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    for (const adapter of [stacks, btc])
      expect(adapter.calls.filter((c) => c.method === 'disconnect')).toEqual([
        { method: 'disconnect', params: { connectorId: 'LeatherProvider' } },
      ])
    expect(evm.calls.some((c) => c.method === 'disconnect')).toBe(false)
    // idempotent, and a named wallet that is not connected is nothing to do
    await latch.disconnectWallet({ connectorId: 'LeatherProvider' })
    expect(connected(latch, 'eip155')).toBe(true)
  })
})

describe('the same wallet in several namespaces is one wallet', () => {
  it('disconnecting the EVM namespace of an email login also disconnects its Solana account (the provider is signed out for both)', async () => {
    const { latch, emailLogin } = await loginWorld()
    await emailLogin()
    await latch.disconnect({ namespace: 'eip155' })
    expect(connected(latch, 'eip155')).toBe(false)
    expect(connected(latch, 'solana')).toBe(false)
  })

  it('signing out of a login disconnects only the login: an extension beside it in the same namespace stays', async () => {
    const { latch, emailLogin } = await loginWorld({ multiWallet: true })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await emailLogin()
    expect(latch.getState().connections.activeConnectorIds.eip155).toBe('ID_AUTH')

    await latch.auth.signOut()
    expect(connected(latch, 'solana')).toBe(false)
    expect(connected(latch, 'eip155')).toBe(true)
    expect(latch.getState().connections.activeConnectorIds.eip155).toBe('io.metamask')
    expect(latch.getConnections({ namespace: 'eip155' }).map((c) => c.connectorId)).toEqual(['io.metamask'])
  })
})
