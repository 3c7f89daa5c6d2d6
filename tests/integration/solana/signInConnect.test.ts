import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  SIWX_SESSIONS_KEY,
} from '@latch/core'
import { solanaAdapter } from '@latch/solana'
import { createSolanaTestWallet } from '@latch/testing/solana'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

const DOMAIN = 'demo.latch.test'
const URI = 'http://demo.latch.test'
const WALLET = 'One Prompt Wallet'

describe('one prompt to connect and sign in (Wallet Standard solana:signIn) on the local SVM', () => {
  let world: SolanaWorld
  beforeAll(async () => {
    world = await startSolanaWorld()
  })
  afterAll(async () => {
    await world.stop()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** A page of the app with a required sign-in; the wallet registers solana:signIn when `signIn`. */
  async function app(signIn: boolean) {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const test = createSolanaTestWallet({ rpcUrl: world.rpc.url, name: WALLET, signIn })
    test.register(page)
    const kv = createMemoryStore()
    const adapter = solanaAdapter({ restoreWaitMs: 0 })
    const siwx = createDefaultSiwx({
      verifiers: [adapter.siwx!],
      storage: createStorage(kv),
      domain: DOMAIN,
      uri: URI,
      statement: 'Sign in to the Latch demo',
      expirationMs: 3_600_000,
      required: true,
    })
    const latch = createLatch({ adapters: [adapter], networks: [world.network], siwx })
    latch.mount()
    await latch.ready()
    const sessions = () => siwx.getSessions(world.network.caipNetworkId, test.address)
    return { latch, test, kv, sessions }
  }

  it('a wallet with solana:signIn connects and signs in with 1 prompt; the session verifies and no sign view opens', async () => {
    const { latch, test, sessions } = await app(true)
    await latch.open()
    await latch.connect({ namespace: 'solana', connectorId: WALLET })
    await vi.waitFor(() => expect(latch.getState().siwx.hasSession).toBe(true))
    expect(test.control.prompts).toEqual(['signIn'])
    const [session] = await sessions()
    expect(session?.data).toMatchObject({
      accountAddress: test.address,
      chainId: world.network.caipNetworkId,
      domain: DOMAIN,
      uri: URI,
      statement: 'Sign in to the Latch demo',
    })
    expect(latch.getState().modal.open).toBe(false)
  })

  it('a wallet without solana:signIn keeps the two steps: 2 prompts', async () => {
    const { latch, test, sessions } = await app(false)
    await latch.connect({ namespace: 'solana', connectorId: WALLET })
    await vi.waitFor(() => expect(latch.getState().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.requestSignMessage()
    expect(test.control.prompts).toEqual(['connect', 'signMessage'])
    expect(await sessions()).toHaveLength(1)
  })

  it('cancelling the one prompt leaves no connection and no session', async () => {
    const { latch, test, kv, sessions } = await app(true)
    test.control.rejectNext('signIn')
    await expect(latch.connect({ namespace: 'solana', connectorId: WALLET })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(test.control.prompts).toEqual(['signIn'])
    expect(latch.getState().connections.connections.solana ?? []).toEqual([])
    expect(await sessions()).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
  })

  it('a wallet that signs in with a message of its own (another nonce) is refused and nothing is stored', async () => {
    const { latch, test, sessions } = await app(true)
    const feature = test.wallet.features['solana:signIn']!
    const honest = feature.signIn.bind(feature)
    // the wallet writes its own nonce instead of the one Latch asked for
    ;(feature as { signIn: typeof honest }).signIn = (...inputs) =>
      honest(...inputs.map((input) => ({ ...input, nonce: 'walletOwnNonce1' })))
    await expect(latch.connect({ namespace: 'solana', connectorId: WALLET })).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_NOT_ISSUED',
      details: 'nonce',
    })
    expect(await sessions()).toEqual([])
    expect(latch.getState().connections.connections.solana ?? []).toEqual([])
  })
})
