import { describe, expect, it } from 'vitest'
import { toBase58 } from '../../../shared/encoding/base58'
import { MESSAGES } from '../../../shared/errors/catalogue'
import {
  type ApiError,
  ConnectionError,
  RpcNotAllowedError,
  UserRejectedRequestError,
  ValidationError,
} from '../../../shared/errors/errors'
import { isLatchError } from '../../../shared/errors/isLatchError'
import { createMemoryStore, createStorage } from '../../../shared/storage/createStorage'
import { testNetworks } from '../../../testing/memoryAdapter'
import { createReferenceAuthProvider } from '../testing/createReferenceAuthProvider'
import { authAdapter } from './authAdapter'
import type { AuthNamespace, AuthProvider } from './types'

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

  it("refuses a wallet's balance that is not an amount with a typed error, for both namespaces", async () => {
    const answers: unknown[] = [
      'abc',
      '-1',
      -5,
      1.5,
      '0x',
      `0x${'f'.repeat(70)}`,
      (2n ** 256n + 1n).toString(),
      null,
      {},
    ]
    for (const namespace of ['eip155', 'solana'] as const) {
      for (const answer of answers) {
        const { ref, network } = await setup(namespace, true)
        await signIn(ref)
        const hostile: AuthProvider = {
          ...ref.provider,
          request: async (request) =>
            /getBalance$/i.test(request.method)
              ? namespace === 'solana'
                ? { context: { slot: 1 }, value: answer }
                : answer
              : ref.provider.request(request),
        }
        const adapter = authAdapter(hostile, { namespace, approve: async () => true })
        await adapter.init({
          networks: [network],
          storage: createStorage(createMemoryStore()),
          getWindow: () => undefined,
        })
        const address = namespace === 'eip155' ? ref.publicKeys().evm : toBase58(ref.publicKeys().solana)
        const failure = await adapter.getBalance({ address, network }).catch((error: unknown) => error)
        expect(isLatchError(failure), `${namespace} ${String(answer)}`).toBe(true)
        expect((failure as ApiError).code).toBe('INVALID_RESPONSE')
      }
    }
  })

  it("types a wallet's failure to read a Solana balance, even when its message getter throws", async () => {
    const { ref, network } = await setup('solana', true)
    await signIn(ref)
    const thrown = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('hostile')
      },
    })
    const hostile: AuthProvider = {
      ...ref.provider,
      request: async (request) => {
        if (request.method === 'getBalance') throw thrown
        return ref.provider.request(request)
      },
    }
    const adapter = authAdapter(hostile, { namespace: 'solana', approve: async () => true })
    await adapter.init({
      networks: [network],
      storage: createStorage(createMemoryStore()),
      getWindow: () => undefined,
    })
    const failure = await adapter
      .getBalance({ address: toBase58(ref.publicKeys().solana), network })
      .catch((e: unknown) => e)
    expect(isLatchError(failure)).toBe(true)
  })

  it("maps a wallet's method-not-supported failure onto Latch's error", async () => {
    const { adapter, ref } = await setup('eip155', true)
    await signIn(ref)
    await expect(
      adapter.request({ connectorId: 'ID_AUTH', method: 'eth_getProof', params: [] }),
    ).rejects.toMatchObject({ code: -32601 })
  })
})
