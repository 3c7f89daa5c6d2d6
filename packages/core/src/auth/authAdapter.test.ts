import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import {
  ConnectionError,
  RpcNotAllowedError,
  UserRejectedRequestError,
  ValidationError,
} from '../errors/errors'
import { createMemoryStore, createStorage } from '../storage/createStorage'
import { testNetworks } from '../test-utils/memoryAdapter'
import { authAdapter } from './authAdapter'
import { createReferenceAuthProvider } from './testing/createReferenceAuthProvider'
import type { AuthNamespace } from './types'

async function setup(namespace: AuthNamespace, approved: boolean) {
  const ref = createReferenceAuthProvider()
  const asked: string[] = []
  const adapter = authAdapter(ref.provider, {
    namespace,
    approve: async (request) => {
      asked.push(request.method)
      return approved
    },
  })
  const network = namespace === 'eip155' ? testNetworks.ethereum : testNetworks.solana
  await adapter.init({
    networks: [network],
    storage: createStorage(createMemoryStore()),
    getWindow: () => undefined,
  })
  return { ref, adapter, asked, network }
}

async function signIn(ref: ReturnType<typeof createReferenceAuthProvider>) {
  await ref.provider.connectEmail({ email: 'ada@example.com' })
  await ref.provider.connectOtp({ otp: ref.lastCode('ada@example.com') })
}

describe('authAdapter', () => {
  it('offers the single ID_AUTH connector and refuses other namespaces', async () => {
    const { adapter } = await setup('solana', true)
    expect(adapter.getConnectors()).toEqual([
      { id: 'ID_AUTH', type: 'ID_AUTH', name: 'Email & Socials', chain: 'solana', installed: true },
    ])
    const ref = createReferenceAuthProvider()
    expect(() =>
      authAdapter(ref.provider, { namespace: 'stacks' as AuthNamespace, approve: async () => true }),
    ).toThrow(ValidationError)
  })

  it('connects only once a user is signed in, and restores silently', async () => {
    const { adapter, ref, network } = await setup('eip155', true)
    await expect(adapter.connect({ connectorId: 'ID_AUTH' })).rejects.toBeInstanceOf(ConnectionError)
    await expect(adapter.reconnect({ connectorId: 'ID_AUTH' })).resolves.toBeNull()
    await signIn(ref)
    await expect(adapter.connect({ connectorId: 'ID_AUTH' })).resolves.toEqual({
      accounts: [{ address: ref.publicKeys().evm, type: 'eoa' }],
      caipNetworkId: network.caipNetworkId,
    })
    await adapter.disconnect({ connectorId: 'ID_AUTH' })
    await expect(adapter.reconnect({ connectorId: 'ID_AUTH' })).resolves.toBeNull()
  })

  it('sends safe requests without asking, not-safe ones only when approved, and blocks the rest', async () => {
    const yes = await setup('eip155', true)
    await signIn(yes.ref)
    await yes.adapter.request({ connectorId: 'ID_AUTH', method: 'eth_accounts' })
    await yes.adapter.request({ connectorId: 'ID_AUTH', method: 'personal_sign', params: ['0x01', '0x0'] })
    expect(yes.asked).toEqual(['personal_sign'])
    expect(yes.ref.received.map((r) => r.method)).toEqual(['eth_accounts', 'personal_sign'])

    const no = await setup('eip155', false)
    await signIn(no.ref)
    await expect(
      no.adapter.request({ connectorId: 'ID_AUTH', method: 'personal_sign', params: ['0x01', '0x0'] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const blocked = await no.adapter
      .request({ connectorId: 'ID_AUTH', method: 'eth_signTypedData' })
      .catch((e: unknown) => e)
    expect(blocked).toBeInstanceOf(RpcNotAllowedError)
    expect((blocked as RpcNotAllowedError).shortMessage).toBe(MESSAGES.rpcNotAllowed)
    expect((blocked as RpcNotAllowedError).uiMessage).toBe(MESSAGES.rpcNotAllowedUi)
    expect(no.ref.received).toEqual([])
  })

  it('reads the native balance as bigint base units', async () => {
    const { adapter, ref, network } = await setup('eip155', true)
    await signIn(ref)
    await expect(adapter.getBalance({ address: ref.publicKeys().evm, network })).resolves.toEqual({
      value: 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it("maps a wallet's method-not-supported failure onto Latch's error", async () => {
    const { adapter, ref } = await setup('eip155', true)
    await signIn(ref)
    await expect(
      adapter.request({ connectorId: 'ID_AUTH', method: 'eth_getProof', params: [] }),
    ).rejects.toMatchObject({ code: -32601 })
  })
})
