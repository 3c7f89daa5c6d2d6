import { ApiError, ValidationError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_API_PATHS } from '../protocol/accountApi'
import { createRecordingWallet, TOKEN_KEY } from './testing/createRecordingWallet'

const PASSKEY = { id: 'q3Zx-_9', createdAt: 1764374400000, lastUsedAt: null, prf: true }

/**
 * A wallet over an auth service that answers `passkeys` for the passkey list and a key frame that
 * answers a passkey login with `session` (see createRecordingWallet).
 */
function provider(options: { token?: string; session?: unknown; passkeys?: unknown } = {}) {
  return createRecordingWallet({
    ...(options.token ? { token: options.token } : {}),
    serviceAnswers: { [ACCOUNT_API_PATHS.passkeys]: options.passkeys },
    frameAnswers: { passkeySignIn: options.session, passkeySignUp: options.session },
  })
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
