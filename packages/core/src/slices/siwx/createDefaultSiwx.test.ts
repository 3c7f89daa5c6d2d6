import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiwxMessageData } from '../../adapters/siwxTypes'
import { SiwxError } from '../../shared/errors/errors'
import type { CaipNetwork } from '../../shared/networks/types'
import { createMemoryStore, createStorage } from '../../shared/storage/createStorage'
import { createDefaultSiwx, SIWX_SESSIONS_KEY } from './createDefaultSiwx'
import { createEd25519SiwxVerifier, createTestAccount } from './testing/ed25519SiwxVerifier'
import { SIWX_MESSAGES } from './verify/siwxRefusal'

const CHAIN = 'solana:localnet' as const
const NOW = Date.parse('2026-11-22T10:00:00.000Z')
const HOUR = 3_600_000

function setup(extra: { required?: boolean } = {}) {
  const kv = createMemoryStore()
  const storage = createStorage(kv)
  const siwx = createDefaultSiwx({
    verifiers: [createEd25519SiwxVerifier('solana')],
    storage,
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to Example',
    expirationMs: HOUR,
    ...extra,
  })
  return { siwx, storage, kv }
}

async function signIn(
  siwx: ReturnType<typeof setup>['siwx'],
  account = createTestAccount(),
  chainId = CHAIN,
) {
  const { data, message } = await siwx.createMessage({ chainId, accountAddress: account.address })
  return { session: { data, message, signature: await account.signMessage(message) }, account }
}

describe('default sign-in (SIWX)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('creates a message with the SPEC session data fields and a fresh random nonce', async () => {
    const { siwx } = setup()
    const account = createTestAccount()
    const a = await siwx.createMessage({ chainId: CHAIN, accountAddress: account.address })
    const b = await siwx.createMessage({ chainId: CHAIN, accountAddress: account.address })
    expect(a.data).toEqual({
      accountAddress: account.address,
      chainId: CHAIN,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-22T11:00:00.000Z',
      statement: 'Sign in to Example',
    })
    expect(a.data.nonce).not.toBe(b.data.nonce)
    expect(a.message).toContain(a.data.nonce)
  })

  it('keeps a verified session with exactly data, message and signature, and finds it by chain and address', async () => {
    const { siwx } = setup()
    const { session, account } = await signIn(siwx)
    await siwx.addSession(session)
    const sessions = await siwx.getSessions(CHAIN, account.address)
    expect(sessions).toEqual([session])
    expect(Object.keys(sessions[0]!).sort()).toEqual(['data', 'message', 'signature'])
    expect(await siwx.getSessions('solana:other', account.address)).toEqual([])
  })

  it('refuses a session whose signature is not the account’s and stores nothing', async () => {
    const { siwx, kv } = setup()
    const { session, account } = await signIn(siwx)
    const forged = { ...session, signature: await createTestAccount().signMessage(session.message) }
    await expect(siwx.addSession(forged)).rejects.toThrow(SIWX_MESSAGES.invalidSignature)
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, domain: 'evil.example' } }),
    ).rejects.toBeInstanceOf(SiwxError)
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    expect(kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)).toBeNull()
  })

  it('drops expired sessions from reads and from storage', async () => {
    const { siwx, storage } = setup()
    const { session, account } = await signIn(siwx)
    await siwx.addSession(session)
    vi.setSystemTime(NOW + HOUR)
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    expect(storage.get(SIWX_SESSIONS_KEY, (v): v is unknown[] => Array.isArray(v))).toEqual([])
  })

  it('revokes the sessions of one account and replaces all with setSessions after verifying each', async () => {
    const { siwx } = setup()
    const first = await signIn(siwx)
    const second = await signIn(siwx)
    await siwx.setSessions([first.session, second.session])
    await siwx.revokeSession(CHAIN, first.account.address)
    expect(await siwx.getSessions(CHAIN, first.account.address)).toEqual([])
    expect(await siwx.getSessions(CHAIN, second.account.address)).toEqual([second.session])
    const forged = { ...first.session, signature: '00' }
    await expect(siwx.setSessions([first.session, forged])).rejects.toBeInstanceOf(SiwxError)
    expect(await siwx.getSessions(CHAIN, second.account.address)).toEqual([second.session])
  })

  it('supports only namespaces it has a verifier for, and reports whether sign-in is required', async () => {
    const { siwx } = setup({ required: true })
    const evm = { chainNamespace: 'eip155' } as CaipNetwork
    const sol = { chainNamespace: 'solana' } as CaipNetwork
    expect(siwx.supportsNetwork?.(sol)).toBe(true)
    expect(siwx.supportsNetwork?.(evm)).toBe(false)
    await expect(siwx.createMessage({ chainId: 'eip155:1', accountAddress: '0x1' })).rejects.toThrow(
      SIWX_MESSAGES.unsupportedNetwork,
    )
    expect(siwx.getRequired?.()).toBe(true)
    expect(setup().siwx.getRequired?.()).toBe(false)
  })

  it('a sign-in request for the connect prompt carries every field but the account; the session the wallet signs with its account is kept once', async () => {
    const { siwx } = setup()
    const verifier = createEd25519SiwxVerifier('solana')
    const request = await siwx.createSignInRequest!({ chainId: CHAIN })
    expect(request).toEqual({
      chainId: CHAIN,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-22T11:00:00.000Z',
      statement: 'Sign in to Example',
    })
    const account = createTestAccount()
    const signedBy = async (data: SiwxMessageData) => {
      const message = verifier.formatMessage(data)
      return { data, message, signature: await account.signMessage(message) }
    }
    // the wallet wrote a statement of its own: refused, and the nonce is spent
    const other = await signedBy({ ...request, accountAddress: account.address, statement: 'Other' })
    await expect(siwx.addSession(other)).rejects.toMatchObject({
      code: 'SIWX_NOT_ISSUED',
      details: 'statement',
    })
    const next = await siwx.createSignInRequest!({ chainId: CHAIN })
    const session = await signedBy({ ...next, accountAddress: account.address })
    await siwx.addSession(session)
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([session])
    await expect(siwx.addSession(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
  })
})

describe('default sign-in refuses sessions it did not ask for', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const verifier = createEd25519SiwxVerifier('solana')
  /** A message the attacker had signed: the account's real signature over data of the attacker's choice. */
  async function signData(account: ReturnType<typeof createTestAccount>, data: SiwxMessageData) {
    const message = verifier.formatMessage(data)
    return { data, message, signature: await account.signMessage(message) }
  }
  const stored = (kv: ReturnType<typeof setup>['kv']) => kv.getItem(`@latch/${SIWX_SESSIONS_KEY}`)

  it('issues nonces of at least 96 random bits, each different', async () => {
    const { siwx } = setup()
    const account = createTestAccount()
    const nonces = new Set<string>()
    for (let i = 0; i < 50; i++) {
      const { data } = await siwx.createMessage({ chainId: CHAIN, accountAddress: account.address })
      expect(data.nonce).toMatch(/^[A-Za-z0-9]+$/)
      expect(data.nonce.length * Math.log2(62)).toBeGreaterThanOrEqual(96)
      nonces.add(data.nonce)
    }
    expect(nonces.size).toBe(50)
  })

  it('refuses a signed session whose nonce it never issued, and stores nothing', async () => {
    const { siwx, kv } = setup()
    const account = createTestAccount()
    const { data } = await siwx.createMessage({ chainId: CHAIN, accountAddress: account.address })
    const session = await signData(account, { ...data, nonce: 'attackerChosen123' })
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_UNKNOWN_NONCE',
      shortMessage: 'The sign-in nonce was not issued by this app',
    })
    expect(stored(kv)).toBeNull()
  })

  it('refuses the same signed session added again after it was revoked', async () => {
    const { siwx } = setup()
    const { session, account } = await signIn(siwx)
    await siwx.addSession(session)
    await siwx.revokeSession(CHAIN, account.address)
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      code: 'SIWX_NONCE_USED',
      shortMessage: 'The sign-in nonce has already been used',
    })
    await expect(siwx.setSessions([session])).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('refuses a new signed message that reuses a nonce already used', async () => {
    const { siwx } = setup()
    const { session, account } = await signIn(siwx)
    await siwx.addSession(session)
    vi.setSystemTime(NOW + 5_000)
    const replay = await signData(account, {
      ...session.data,
      issuedAt: new Date(NOW + 5_000).toISOString(),
    })
    await expect(siwx.addSession(replay)).rejects.toMatchObject({ code: 'SIWX_NONCE_USED' })
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([session])
  })

  it('refuses a nonce issued more than 10 minutes before the signed session comes back', async () => {
    const { siwx, kv } = setup()
    const { session } = await signIn(siwx)
    vi.setSystemTime(NOW + 10 * 60_000 + 1)
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      code: 'SIWX_NONCE_EXPIRED',
      shortMessage: 'The sign-in nonce has expired',
    })
    expect(stored(kv)).toBeNull()
  })

  it('refuses a message signed for another URI, another domain or another network, each with its own error', async () => {
    const { siwx, kv } = setup()
    const account = createTestAccount()
    const issue = async () =>
      (await siwx.createMessage({ chainId: CHAIN, accountAddress: account.address })).data
    await expect(
      siwx.addSession(await signData(account, { ...(await issue()), uri: 'https://evil.example/login' })),
    ).rejects.toMatchObject({
      code: 'SIWX_WRONG_URI',
      shortMessage: 'The sign-in message was made for another URI',
    })
    await expect(
      siwx.addSession(await signData(account, { ...(await issue()), domain: 'evil.example' })),
    ).rejects.toMatchObject({
      code: 'SIWX_WRONG_DOMAIN',
      shortMessage: 'The sign-in message was made for another domain',
    })
    await expect(
      siwx.addSession(await signData(account, { ...(await issue()), chainId: 'solana:devnet' })),
    ).rejects.toMatchObject({
      code: 'SIWX_WRONG_CHAIN',
      shortMessage: 'The sign-in message was made for another network',
    })
    expect(stored(kv)).toBeNull()
  })

  it('refuses a message issued in the future beyond the 60 s clock skew, or not valid yet', async () => {
    const { siwx } = setup()
    const account = createTestAccount()
    const issue = async () =>
      (await siwx.createMessage({ chainId: CHAIN, accountAddress: account.address })).data
    const future = new Date(NOW + 61_000).toISOString()
    await expect(
      siwx.addSession(await signData(account, { ...(await issue()), issuedAt: future })),
    ).rejects.toMatchObject({
      code: 'SIWX_ISSUED_IN_FUTURE',
      shortMessage: 'The sign-in message is issued in the future',
    })
    await expect(
      siwx.addSession(await signData(account, { ...(await issue()), notBefore: future })),
    ).rejects.toMatchObject({
      code: 'SIWX_NOT_YET_VALID',
      shortMessage: 'The sign-in message is not valid yet',
    })
    await expect(
      siwx.addSession(
        await signData(account, { ...(await issue()), expirationTime: new Date(NOW - 1).toISOString() }),
      ),
    ).rejects.toMatchObject({ code: 'SIWX_EXPIRED', shortMessage: 'The sign-in message has expired' })
  })

  it('refuses a session whose data says more than the signed message (resources, request id, statement)', async () => {
    const { siwx } = setup()
    const account = createTestAccount()
    for (const extra of [
      { resources: ['https://app.example/admin'] },
      { requestId: 'req-9' },
      { statement: 'Sign in to Example as admin' },
    ]) {
      const { session } = await signIn(siwx, account)
      await expect(
        siwx.addSession({ ...session, data: { ...session.data, ...extra } }),
      ).rejects.toMatchObject({
        code: 'SIWX_FIELD_MISMATCH',
        shortMessage: 'The signed message does not match the session data',
      })
    }
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })
})

describe('default sign-in re-verifies what it reads back from storage', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const KEY = `@latch/${SIWX_SESSIONS_KEY}`
  const write = (kv: ReturnType<typeof setup>['kv'], sessions: unknown) =>
    kv.setItem(KEY, JSON.stringify({ v: 1, d: sessions }))
  const read = (kv: ReturnType<typeof setup>['kv']) =>
    (JSON.parse(kv.getItem(KEY) ?? '{"d":null}') as { d: unknown }).d

  it('does not serve a stored session whose signature is not the account’s, and drops it', async () => {
    const { siwx, kv } = setup()
    const { session, account } = await signIn(siwx)
    const forged = { ...session, signature: await createTestAccount().signMessage(session.message) }
    write(kv, [forged])
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    expect(read(kv)).toEqual([])
  })

  it('does not serve a stored session edited after it was signed (data no longer the message)', async () => {
    const { siwx, kv } = setup()
    const { session, account } = await signIn(siwx)
    await siwx.addSession(session)
    write(kv, [{ ...session, data: { ...session.data, resources: ['https://app.example/admin'] } }])
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('does not serve a stored session made for another URI or issued in the future', async () => {
    const first = setup()
    const { session, account } = await signIn(first.siwx)
    await first.siwx.addSession(session)
    const moved = createDefaultSiwx({
      verifiers: [createEd25519SiwxVerifier('solana')],
      storage: first.storage,
      domain: 'app.example',
      uri: 'https://app.example/v2',
    })
    expect(await moved.getSessions(CHAIN, account.address)).toEqual([])

    const { siwx, kv } = setup()
    const verifier = createEd25519SiwxVerifier('solana')
    const data = { ...session.data, issuedAt: new Date(NOW + 3_600_000).toISOString() }
    const message = verifier.formatMessage(data)
    write(kv, [{ data, message, signature: await account.signMessage(message) }])
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('serves the valid stored sessions and ignores entries of the wrong shape, oversized or beyond the cap', async () => {
    const { siwx, kv } = setup()
    const { session, account } = await signIn(siwx)
    await siwx.addSession(session)
    const garbage = [
      null,
      'session',
      { data: { ...session.data, extra: 'field' }, message: session.message, signature: session.signature },
      { ...session, message: `${session.message}${'x'.repeat(100_000)}` },
      { ...session, signature: 'ab'.repeat(50_000) },
    ]
    write(kv, [...garbage, session])
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([session])
    expect(read(kv)).toEqual([session])

    write(kv, [session, ...Array.from({ length: 10_000 }, () => garbage[2])])
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    expect(read(kv)).toEqual([])
  })
})
