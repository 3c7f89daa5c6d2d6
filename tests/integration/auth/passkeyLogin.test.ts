import { describe, expect, it, vi } from 'vitest'
import { ConnectionError } from '../../../packages/core/src/shared/errors/errors'
import { AUTH_MESSAGES } from '../../../packages/core/src/slices/auth/provider/authMessages'
import { createAuthWorld } from './authWorld'

describe('passkey login in Connect (issue 30: it sits with email)', () => {
  it('signs in with the mode asked for, connects the auth connector and shows Account', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectPasskey()
    await vi.waitFor(() => expect(ref.passkeyMode()).toBe('signIn'))
    // Connect stays behind the frame's own prompt while the ceremony runs
    expect(latch.getState().router.view).toBe('Connect')
    expect(latch.getState().auth.loading).toBe(true)
    ref.completePasskey('pk-1')
    await login
    expect(latch.getState().auth.loading).toBe(false)
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(ref.publicKeys().evm)
    expect(latch.getState().router.view).toBe('Account')
  })

  it('passes signUp on to the service', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectPasskey('signUp')
    await vi.waitFor(() => expect(ref.passkeyMode()).toBe('signUp'))
    ref.completePasskey('pk-2')
    await login
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('a cancelled passkey leaves Connect with the reason and nothing connected', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'Connect' })
    const login = latch.auth.connectPasskey().catch((e: unknown) => e)
    await vi.waitFor(() => expect(ref.passkeyMode()).toBe('signIn'))
    ref.completePasskey(undefined)
    const error = await login
    expect(error).toBeInstanceOf(ConnectionError)
    expect(latch.getState().auth.error).toBe('The passkey was not used: nothing changed')
    expect(latch.getState().router.view).toBe('Connect')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
  })

  it('an auth provider without passkey login says so and connects nothing', async () => {
    const { latch, ref } = await createAuthWorld()
    delete (ref.provider as { connectPasskey?: unknown }).connectPasskey
    await latch.open({ view: 'Connect' })
    const error = await latch.auth.connectPasskey().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({
      shortMessage: AUTH_MESSAGES.passkeyUnavailable,
      code: 'PASSKEY_UNAVAILABLE',
    })
    expect(latch.getState().auth.error).toBe(AUTH_MESSAGES.passkeyUnavailable)
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
  })
})
