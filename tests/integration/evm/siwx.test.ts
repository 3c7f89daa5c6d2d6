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
import { evmAdapter, formatEip4361Message, parseEip4361Message } from '@latch/evm'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

const DOMAIN = 'app.latch.test'
const URI = 'https://app.latch.test'
const INDEX = 8

/** The account's own key: what a phishing page gets the user to sign with. */
const userKey = () => privateKeyToAccount(world().chain.accounts[INDEX]!.privateKey)

/** A page of the app with sign-in on: the dev chain's test wallet, the EVM adapter and the default SIWX. */
async function app(kv: KeyValueStore = createMemoryStore()) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  walletFor(world().chain, INDEX, 'dev.latch.siwx').announce(win)
  const adapter = evmAdapter()
  const siwx = createDefaultSiwx({
    verifiers: [adapter.siwx!],
    storage: createStorage(kv),
    domain: DOMAIN,
    uri: URI,
    statement: 'Sign in to the Latch test app.',
    required: true,
  })
  const latch = createLatch({ adapters: [adapter], networks: [world().network], siwx })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.siwx' })
  const address = world().chain.accounts[INDEX]!.address
  return { latch, siwx, adapter, kv, address }
}

/** A session the user signed with their key over data of the attacker's choosing. */
async function signedBy(data: SiwxMessageData): Promise<SiwxSession> {
  const message = formatEip4361Message(data)
  return { data, message, signature: await userKey().signMessage({ message }) }
}

describe('EIP-4361 sign-in through createLatch with the default SIWX', () => {
  it('signing in from the sign view stores a session that verifies and is served after a reload', async () => {
    const first = await app()
    await vi.waitFor(() => expect(first.latch.getState().router.view).toBe('SIWXSignMessage'))
    const session = await first.latch.siwx.requestSignMessage()
    expect(session?.message).toContain(`URI: ${URI}`)
    expect(await first.siwx.getSessions(world().network.caipNetworkId, first.address)).toEqual([session])
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().siwx.hasSession).toBe(true))
  })

  it('refuses a message the same account signed for another URI, with nothing stored', async () => {
    const { siwx, address, kv } = await app()
    const { data } = await siwx.createMessage({
      chainId: world().network.caipNetworkId,
      accountAddress: address,
    })
    await expect(
      siwx.addSession(await signedBy({ ...data, uri: 'https://evil.example/login' })),
    ).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_WRONG_URI',
    })
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
  })

  it('refuses the signed session added again after it was revoked, and a new message reusing its nonce', async () => {
    const { latch, siwx, address } = await app()
    const session = (await latch.siwx.requestSignMessage())!
    await siwx.revokeSession(world().network.caipNetworkId, address)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
    const reuse = await signedBy({ ...session.data, issuedAt: new Date().toISOString() })
    await expect(siwx.addSession(reuse)).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
    expect(await siwx.getSessions(world().network.caipNetworkId, address)).toEqual([])
  })

  it('refuses a signed message whose nonce the app never issued', async () => {
    const { siwx, address } = await app()
    const { data } = await siwx.createMessage({
      chainId: world().network.caipNetworkId,
      accountAddress: address,
    })
    await expect(
      siwx.addSession(await signedBy({ ...data, nonce: 'phishedNonce1234' })),
    ).rejects.toMatchObject({
      code: 'SIWX_UNKNOWN_NONCE',
    })
  })

  it('a stored session edited after it was signed is not served on the next page load: the sign view opens', async () => {
    const first = await app()
    const session = (await first.latch.siwx.requestSignMessage())!
    const edited = { ...session, data: { ...session.data, resources: ['https://app.latch.test/admin'] } }
    first.kv.setItem(`@latch/${SIWX_SESSIONS_KEY}`, JSON.stringify({ v: 1, d: [edited] }))
    const reload = await app(first.kv)
    await vi.waitFor(() => expect(reload.latch.getState().router.view).toBe('SIWXSignMessage'))
    expect(reload.latch.getState().siwx.hasSession).toBe(false)
    expect(JSON.parse(first.kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)!).d).toEqual([])
  })
})

describe('the EIP-4361 verifier checks every field against the session data and the expected values', () => {
  const issuedAt = '2026-11-22T10:00:00.000Z'
  const during = new Date('2026-11-22T10:30:00.000Z')
  const base = (): SiwxMessageData => ({
    domain: DOMAIN,
    accountAddress: world().chain.accounts[INDEX]!.address,
    uri: URI,
    version: '1',
    chainId: world().network.caipNetworkId,
    nonce: 'Latch0nce42abc',
    issuedAt,
    statement: 'Sign in to the Latch test app.',
    expirationTime: '2026-11-22T11:00:00.000Z',
    requestId: 'req-1',
    resources: ['https://app.latch.test/terms'],
  })

  it('refuses a session whose data differs from the signed message in any field', async () => {
    const { adapter } = await app()
    const session = await signedBy(base())
    expect(await adapter.siwx!.verify(session, { now: during })).toBe(true)
    for (const change of [
      { statement: 'Sign in as admin.' },
      { resources: ['https://app.latch.test/admin'] },
      { requestId: 'req-2' },
      { notBefore: '2026-11-22T09:00:00.000Z' },
      { version: '2' },
    ] satisfies Partial<SiwxMessageData>[]) {
      expect(
        await adapter.siwx!.verify({ ...session, data: { ...session.data, ...change } }, { now: during }),
      ).toBe(false)
    }
  })

  it('refuses a message for another URI or network than expected, and one issued in the future beyond 60 s', async () => {
    const { adapter } = await app()
    const siwx = adapter.siwx!
    const session = await signedBy({ ...base(), uri: 'https://evil.example/login' })
    expect(await siwx.verify(session, { now: during, domain: DOMAIN })).toBe(true)
    expect(await siwx.verify(session, { now: during, domain: DOMAIN, uri: URI })).toBe(false)
    expect(await siwx.verify(session, { now: during, chainId: 'eip155:1' })).toBe(false)
    const early = new Date(Date.parse(issuedAt) - 30_000)
    expect(await siwx.verify(session, { now: early })).toBe(true)
    expect(await siwx.verify(session, { now: new Date(Date.parse(issuedAt) - 61_000) })).toBe(false)
  })

  it('refuses a signed message with an impossible date instead of shifting it', async () => {
    const { adapter } = await app()
    const text = formatEip4361Message(base()).replace(
      `Issued At: ${issuedAt}`,
      'Issued At: 2026-11-31T10:00:00Z',
    )
    expect(() => parseEip4361Message(text)).toThrow(expect.objectContaining({ name: 'ValidationError' }))
    const signature = await userKey().signMessage({ message: text })
    const data = { ...base(), issuedAt: '2026-11-31T10:00:00Z' }
    expect(await adapter.siwx!.verify({ data, message: text, signature }, { now: during })).toBe(false)
  })
})
