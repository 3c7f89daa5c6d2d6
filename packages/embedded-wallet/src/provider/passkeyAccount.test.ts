import { ApiError, ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_API_PATHS } from '../protocol/accountApi'
import type { FrameMethod } from '../protocol/frame'
import { createEmbeddedWallet } from './createEmbeddedWallet'
import type { KeyFrameChannel } from './types'

const AUTH_URL = 'http://127.0.0.1:8787'
const ACCOUNTS = {
  evm: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}
const TOKEN_KEY = 'latch.embeddedWallet.token'
const PASSKEY = { id: 'q3Zx-_9', createdAt: 1764374400000, lastUsedAt: null, prf: true }

/**
 * A provider over an auth service that answers `passkeys` for the passkey list (`{}` otherwise)
 * and a key frame that answers a passkey login with `session`, `connect` with the accounts and
 * `null` for the rest; both record what they were asked.
 */
function provider(options: { token?: string; session?: unknown; passkeys?: unknown } = {}) {
  const requests: { method: string; path: string; body: unknown; authorization: string | null }[] = []
  const frameCalls: { method: FrameMethod; params: unknown }[] = []
  const items = new Map(options.token ? [[TOKEN_KEY, options.token]] : [])
  const channel: KeyFrameChannel = {
    ready: Promise.resolve(),
    call: (async (method: FrameMethod, params: unknown) => {
      frameCalls.push({ method, params })
      if (method === 'connect') return ACCOUNTS
      if (method === 'passkeySignIn' || method === 'passkeySignUp') return options.session
      return null
    }) as KeyFrameChannel['call'],
    destroy: () => {},
  }
  const wallet = createEmbeddedWallet({
    authUrl: AUTH_URL,
    frameUrl: 'http://localhost:8788/frame.html',
    networks: [],
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    createChannel: () => channel,
    fetch: async (input, init) => {
      const path = String(input).slice(AUTH_URL.length)
      requests.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
        authorization: new Headers(init?.headers).get('authorization'),
      })
      const body = path === ACCOUNT_API_PATHS.passkeys ? options.passkeys : {}
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    },
  })
  return { wallet, requests, frameCalls, items }
}

describe('createEmbeddedWallet passkey calls', () => {
  it('signs in with a passkey through the key frame, then loads the wallet with the session it answered', async () => {
    const t = provider({ session: { token: 't-9', user: { id: 'u-1', preferredAccountType: 'eoa' } } })
    await t.wallet.connectPasskey({ mode: 'signIn' })
    const [login, connect] = t.frameCalls
    expect(login?.method).toBe('passkeySignIn')
    expect(login?.params).toEqual({ deviceId: expect.stringMatching(/^[\x21-\x7e]{1,200}$/) })
    expect(connect).toEqual({ method: 'connect', params: { token: 't-9' } })
    expect(t.items.get(TOKEN_KEY)).toBe('t-9')
    // the page itself never called the service for the login: the frame did
    expect(t.requests).toEqual([])
  })

  it('signs up with a passkey through passkeySignUp', async () => {
    const t = provider({ session: { token: 't-1', user: { id: 'u-2', preferredAccountType: 'eoa' } } })
    await t.wallet.connectPasskey({ mode: 'signUp' })
    expect(t.frameCalls.map((c) => c.method)).toEqual(['passkeySignUp', 'connect'])
  })

  it('refuses a frame answer that is not a session, and starts no session', async () => {
    for (const session of [null, {}, { token: '', user: { id: 'u' } }, { token: 't', user: null }]) {
      const t = provider({ session })
      const error = await t.wallet.connectPasskey({ mode: 'signIn' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).code).toBe('INVALID_RESPONSE')
      expect(t.items.has(TOKEN_KEY)).toBe(false)
      expect(t.frameCalls.map((c) => c.method)).toEqual(['passkeySignIn'])
    }
  })

  it('adds a passkey in the key frame with the wallet loaded first', async () => {
    const t = provider({ token: 't-1' })
    await t.wallet.addPasskey()
    expect(t.frameCalls).toEqual([
      { method: 'connect', params: { token: 't-1' } },
      { method: 'addPasskey', params: {} },
    ])
  })

  it('lists the passkeys with the session token, keeping only their checked fields', async () => {
    const t = provider({ token: 't-1', passkeys: { passkeys: [{ ...PASSKEY, extra: 'x' }] } })
    expect(await t.wallet.listPasskeys()).toEqual([PASSKEY])
    expect(t.requests).toEqual([
      { method: 'GET', path: ACCOUNT_API_PATHS.passkeys, body: undefined, authorization: 'Bearer t-1' },
    ])
    for (const passkeys of [
      { passkeys: [{ ...PASSKEY, id: 'not base64url!' }] },
      { passkeys: [{ ...PASSKEY, lastUsedAt: 'yesterday' }] },
      { passkeys: [{ ...PASSKEY, prf: 'yes' }] },
      { passkeys: Array.from({ length: 101 }, () => PASSKEY) },
      {},
    ]) {
      const error = await provider({ token: 't-1', passkeys })
        .wallet.listPasskeys()
        .catch((e: unknown) => e)
      expect((error as ApiError).code).toBe('INVALID_RESPONSE')
    }
  })

  it('removes a passkey by id, refusing an id no passkey can have before any call', async () => {
    const t = provider({ token: 't-1' })
    await t.wallet.removePasskey('q3Zx-_9')
    expect(t.requests).toEqual([
      {
        method: 'POST',
        path: ACCOUNT_API_PATHS.passkeyRemove,
        body: { passkeyId: 'q3Zx-_9' },
        authorization: 'Bearer t-1',
      },
    ])
    for (const bad of ['', 'a'.repeat(1401), 'a b', 7 as unknown as string])
      await expect(t.wallet.removePasskey(bad)).rejects.toBeInstanceOf(ValidationError)
    expect(t.requests).toHaveLength(1)
  })
})
