import { createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto'
import {
  createDefaultSiwx,
  createLatch,
  createMemoryStore,
  createStorage,
  type KeyValueStore,
  SIWX_SESSIONS_KEY,
  type SiwxMessageData,
  type SiwxSession,
} from '@latch/core'
import { encodeBase58, solanaAdapter } from '@latch/solana'
import { createSolanaTestWallet } from '@latch/testing/solana'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

describe('Sign-In-With-Solana round trip with a Wallet Standard wallet', () => {
  let world: SolanaWorld
  beforeAll(async () => {
    world = await startSolanaWorld({ signIn: true })
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
  })
  afterAll(async () => {
    await world.stop()
  })

  const dataFor = (address: string): SiwxMessageData => ({
    accountAddress: address,
    chainId: world.network.caipNetworkId,
    domain: 'demo.latch.test',
    uri: 'http://demo.latch.test',
    version: '1',
    nonce: 'n0nce7777',
    issuedAt: new Date().toISOString(),
    statement: 'Sign in to the Latch demo',
  })

  it('signs the formatted message through the adapter and the session verifies', async () => {
    const data = dataFor(world.test.address)
    const siwx = world.adapter.siwx!
    const message = await siwx.formatMessage(data)
    expect(message).toContain('Chain ID: localnet')
    const signature = await world.adapter.signMessage({
      connectorId: 'Latch Test Wallet',
      address: world.test.address,
      message,
      network: world.network,
    })
    expect(await siwx.parseMessage(message)).toEqual(data)
    expect(await siwx.verify({ data, message, signature })).toBe(true)
    expect(await siwx.verify({ data: { ...data, accountAddress: 'x' }, message, signature })).toBe(false)
  })

  it('verifies what the wallet’s own solana:signIn produced', async () => {
    const [out] = await world.test.wallet.features['solana:signIn']!.signIn({
      domain: 'demo.latch.test',
      uri: 'http://demo.latch.test',
      version: '1',
      chainId: 'localnet',
      nonce: 'walletnonce1',
      issuedAt: new Date().toISOString(),
    })
    const message = new TextDecoder().decode(out!.signedMessage)
    const data = await world.adapter.siwx!.parseMessage(message)
    expect(data).toMatchObject({ accountAddress: world.test.address, chainId: world.network.caipNetworkId })
    expect(await world.adapter.siwx!.verify({ data, message, signature: encodeBase58(out!.signature) })).toBe(
      true,
    )
  })

  it('normalises a rejected signature request to the user-rejected error', async () => {
    world.test.control.rejectNext('signMessage')
    await expect(
      world.adapter.signMessage({
        connectorId: 'Latch Test Wallet',
        address: world.test.address,
        message: 'hi',
        network: world.network,
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })
})

describe('Sign-In-With-Solana through createLatch with the default SIWX', () => {
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

  // The user's ed25519 key (node:crypto), also held by their test wallet.
  const seed = randomBytes(32)
  const seedHex = seed.toString('hex')
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const address = encodeBase58(createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(12))
  const signText = (message: string) => encodeBase58(sign(null, Buffer.from(message), key))
  const DOMAIN = 'demo.latch.test'
  const URI = 'http://demo.latch.test'

  /** A page of the app: the user's Wallet Standard wallet registered, the Solana adapter, the default SIWX. */
  async function app(kv: KeyValueStore = createMemoryStore()) {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    createSolanaTestWallet({ seedHex, rpcUrl: world.rpc.url, name: 'User Wallet' }).register(page)
    const adapter = solanaAdapter({ restoreWaitMs: 0 })
    const verifier = adapter.siwx!
    const siwx = createDefaultSiwx({
      verifiers: [verifier],
      storage: createStorage(kv),
      domain: DOMAIN,
      uri: URI,
      statement: 'Sign in to the Latch demo',
      required: true,
    })
    const latch = createLatch({ adapters: [adapter], networks: [world.network], siwx })
    latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'solana', connectorId: 'User Wallet' })
    return { latch, siwx, verifier, kv }
  }

  /** The user's key signs data of the attacker's choosing (a phishing page's sign-in). */
  const signedBy = async (
    format: (data: SiwxMessageData) => string | Promise<string>,
    data: SiwxMessageData,
  ): Promise<SiwxSession> => {
    const message = await format(data)
    return { data, message, signature: signText(message) }
  }

  it('signing in stores a session that is served again after a reload', async () => {
    const first = await app()
    await vi.waitFor(() => expect(first.latch.getState().router.view).toBe('SIWXSignMessage'))
    const session = await first.latch.siwx.requestSignMessage()
    expect(session?.data.accountAddress).toBe(address)
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().siwx.hasSession).toBe(true))
  })

  it('refuses a message signed for another URI, an unknown nonce, and the session added again after revoke', async () => {
    const { latch, siwx, verifier } = await app()
    const chainId = world.network.caipNetworkId
    const format = verifier.formatMessage
    const issued = async () => (await siwx.createMessage({ chainId, accountAddress: address })).data
    await expect(
      siwx.addSession(await signedBy(format, { ...(await issued()), uri: 'https://evil.example' })),
    ).rejects.toMatchObject({ code: 'SIWX_WRONG_URI' })
    await expect(
      siwx.addSession(await signedBy(format, { ...(await issued()), nonce: 'phished1234' })),
    ).rejects.toMatchObject({ code: 'SIWX_UNKNOWN_NONCE' })
    const session = (await latch.siwx.requestSignMessage())!
    await siwx.revokeSession(chainId, address)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
    expect(await siwx.getSessions(chainId, address)).toEqual([])
  })

  it('a stored session edited after it was signed is not served on the next page load', async () => {
    const first = await app()
    const session = (await first.latch.siwx.requestSignMessage())!
    const edited = { ...session, data: { ...session.data, statement: 'Sign in as admin' } }
    first.kv.setItem(`@latch/${SIWX_SESSIONS_KEY}`, JSON.stringify({ v: 1, d: [edited] }))
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(reload.latch.getState().siwx.hasSession).toBe(false)
  })

  describe('the verifier', () => {
    const during = new Date('2026-11-22T10:30:00.000Z')
    const base = (): SiwxMessageData => ({
      accountAddress: address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: DOMAIN,
      uri: URI,
      version: '1',
      nonce: 'n0nce7777abc',
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-22T11:00:00.000Z',
      statement: 'Sign in to the Latch demo',
      requestId: 'req-1',
      resources: ['https://demo.latch.test/terms'],
    })

    it('refuses a session whose data differs from the signed message in any field', async () => {
      const siwx = world.adapter.siwx!
      const session = await signedBy(siwx.formatMessage, base())
      expect(await siwx.verify(session, { now: during })).toBe(true)
      for (const change of [
        { statement: 'Sign in as admin' },
        { resources: ['https://demo.latch.test/admin'] },
        { requestId: 'req-2' },
        { uri: 'https://evil.example' },
        { expirationTime: '2026-11-23T11:00:00.000Z' },
        { notBefore: '2026-11-22T09:00:00.000Z' },
        { version: '2' },
      ] satisfies Partial<SiwxMessageData>[]) {
        expect(await siwx.verify({ ...session, data: { ...session.data, ...change } }, { now: during })).toBe(
          false,
        )
      }
    })

    it('refuses another expected URI or network, and a message issued in the future beyond 60 s', async () => {
      const siwx = world.adapter.siwx!
      const session = await signedBy(siwx.formatMessage, base())
      expect(await siwx.verify(session, { now: during, uri: 'https://other.example' })).toBe(false)
      expect(
        await siwx.verify(session, { now: during, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
      ).toBe(false)
      const issued = Date.parse('2026-11-22T10:00:00.000Z')
      expect(await siwx.verify(session, { now: new Date(issued - 59_000) })).toBe(true)
      expect(await siwx.verify(session, { now: new Date(issued - 61_000) })).toBe(false)
    })

    it('refuses impossible or unreadable dates instead of shifting or ignoring them', async () => {
      const siwx = world.adapter.siwx!
      const text = await siwx.formatMessage(base())
      for (const [from, to] of [
        ['Issued At: 2026-11-22T10:00:00.000Z', 'Issued At: 2026-02-30T10:00:00Z'],
        ['Issued At: 2026-11-22T10:00:00.000Z', 'Issued At: 2026-11-22T24:00:00Z'],
        ['Expiration Time: 2026-11-22T11:00:00.000Z', 'Expiration Time: never'],
      ] as const) {
        const message = text.replace(from, to)
        await expect(siwx.parseMessage(message)).rejects.toThrow(
          expect.objectContaining({ name: 'ValidationError' }),
        )
        const field = from.startsWith('Issued') ? 'issuedAt' : 'expirationTime'
        const data = { ...base(), [field]: to.slice(to.indexOf(': ') + 2) }
        const signature = signText(message)
        expect(await siwx.verify({ data, message, signature }, { now: during })).toBe(false)
      }
    })
  })
})
