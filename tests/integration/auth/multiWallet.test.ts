// The email login (ID_AUTH, the reference AuthProvider with real keys and code checks) beside an
// EIP-6963 extension wallet (the EVM test wallet) in one app: several wallets at once.
import { testNetworks } from '@latch/core/testing'

import { evmAdapter } from '@latch/evm'
import { createTestWallet, TEST_WALLET_ICON } from '@latch/testing/evm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../../packages/core/src/instance/createLatch'
import { createMemoryStore } from '../../../packages/core/src/shared/storage/createStorage'
import { createReferenceAuthProvider } from '../../../packages/core/src/slices/auth/testing/createReferenceAuthProvider'

const EMAIL = 'ada@example.com'
const local = { ...testNetworks.ethereum, id: '31337', caipNetworkId: 'eip155:31337' as const, name: 'Local' }
const ids = (latch: ReturnType<typeof createLatch>) =>
  latch.connections.list().map((c) => `${c.id}${c.active ? '*' : ''}`)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the email login beside an extension wallet', () => {
  it('both are listed; switching keeps the login; disconnecting the login ends it in both families and the extension stays', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const extension = createTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      chainId: 31337,
      privateKeys: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'],
      info: { uuid: 'uuid-ext', name: 'Extension', icon: TEST_WALLET_ICON, rdns: 'dev.latch.ext' },
    })
    extension.announce(win)
    const ref = createReferenceAuthProvider()
    const latch = createLatch({
      adapters: [evmAdapter()],
      networks: [local, testNetworks.solana],
      features: { email: true },
      auth: { provider: ref.provider, openWindow: () => null },
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.ext' })
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail(EMAIL)
    await latch.auth.verifyOtp(ref.lastCode(EMAIL))
    await vi.waitFor(() =>
      expect(ids(latch)).toEqual(['eip155:ID_AUTH*', 'eip155:dev.latch.ext', 'solana:ID_AUTH*']),
    )
    const loginAddress = latch.getAccount({ namespace: 'eip155' }).address

    await latch.switchConnection('eip155:dev.latch.ext')
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(extension.addresses[0])
    expect(latch.getState().auth.email).toBe(EMAIL)
    await latch.switchConnection('eip155:ID_AUTH')
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(loginAddress)

    await latch.disconnectConnection('eip155:ID_AUTH')
    expect(ids(latch)).toEqual(['eip155:dev.latch.ext*'])
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(extension.addresses[0])
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(false)
    expect(latch.getState().auth.email).toBeUndefined()
    expect(await ref.provider.getUser()).toBeNull()
    expect(extension.authorized).toBe(true)
    unmount()
  })
})
