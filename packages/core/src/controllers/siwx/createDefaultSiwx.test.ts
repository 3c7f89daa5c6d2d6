import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiwxError } from '../../errors/errors'
import type { CaipNetwork } from '../../networks/types'
import { SIWX_MESSAGES } from '../../siwx/siwxRefusal'
import { createMemoryStore, createStorage } from '../../storage/createStorage'
import { createDefaultSiwx, SIWX_SESSIONS_KEY } from './createDefaultSiwx'
import { createEd25519SiwxVerifier, createTestAccount } from './testing/ed25519SiwxVerifier'

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
      nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
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
})
