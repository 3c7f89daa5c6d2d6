import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../../packages/core/src/auth/authMessages'
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../../packages/core/src/auth/testing/createOtpStore'
import { ValidationError } from '../../../packages/core/src/errors/errors'
import { createAuthWorld } from './authWorld'

describe('email login through the auth connector', () => {
  it('EmailLogin → EmailVerifyOtp → a connected Account on eip155 and solana with the user filled in', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail('  ada@example.com ')
    expect(latch.getState().router.view).toBe('EmailVerifyOtp')
    expect(latch.getState().router.data.email).toBe('ada@example.com')
    expect(ref.mailbox.map((m) => m.to)).toEqual(['ada@example.com'])

    await latch.auth.verifyOtp(ref.lastCode('ada@example.com'))
    const state = latch.getState()
    expect(state.modal.open).toBe(true)
    expect(state.router.view).toBe('Account')
    expect(state.connections.activeConnectorIds).toMatchObject({ eip155: 'ID_AUTH', solana: 'ID_AUTH' })
    const keys = ref.publicKeys()
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      address: keys.evm,
      isConnected: true,
      user: { email: 'ada@example.com' },
      preferredAccountType: 'eoa',
    })
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(true)
    expect(state.chains.activeNamespace).toBe('eip155')
    expect(latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('ID_AUTH')
  })

  it('an invalid email shows the "Invalid email" warning and throws a ValidationError before anything is sent', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'EmailLogin' })
    const error = await latch.auth.connectEmail('ada@example').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).shortMessage).toBe(AUTH_MESSAGES.invalidEmail)
    expect(latch.getState().snack).toMatchObject({ open: true, message: 'Invalid email', variant: 'error' })
    expect(latch.getState().router.view).toBe('EmailLogin')
    expect(ref.mailbox).toEqual([])
  })

  it('a wrong code is refused, and after the capped attempts even the right code no longer works', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail('ada@example.com')
    const right = ref.lastCode('ada@example.com')
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const error = await latch.auth.verifyOtp(wrong).catch((e: unknown) => e)
      expect((error as ValidationError).code).toBe('OTP_INVALID')
      expect(latch.getState().auth.error).toBe(AUTH_MESSAGES.otpFailed)
    }
    await expect(latch.auth.verifyOtp(wrong)).rejects.toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' })
    await expect(latch.auth.verifyOtp(right)).rejects.toMatchObject({ code: 'OTP_MISSING' })
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(latch.getState().router.view).toBe('EmailVerifyOtp')
  })

  it('an expired code is refused; a resent code works and replaces the old one', async () => {
    const { latch, ref, advanceClock } = await createAuthWorld()
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail('ada@example.com')
    const first = ref.lastCode('ada@example.com')
    advanceClock(OTP_TTL_MS)
    await expect(latch.auth.verifyOtp(first)).rejects.toMatchObject({ code: 'OTP_EXPIRED' })

    await latch.auth.resendOtp()
    expect(ref.mailbox).toHaveLength(2)
    await latch.auth.verifyOtp(ref.lastCode('ada@example.com'))
    expect(latch.getState().router.view).toBe('Account')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('a new device goes through EmailVerifyDevice, then the code step', async () => {
    const { latch, ref } = await createAuthWorld({ newDevices: ['ada@example.com'] })
    await latch.open({ view: 'EmailLogin' })
    const submitting = latch.auth.connectEmail('ada@example.com')
    await Promise.resolve()
    await Promise.resolve()
    expect(latch.getState().router.view).toBe('EmailVerifyDevice')
    expect(ref.mailbox).toEqual([])
    ref.approveDevice()
    await submitting
    expect(latch.getState().router.history).toEqual(['EmailLogin', 'EmailVerifyDevice', 'EmailVerifyOtp'])
    await latch.auth.verifyOtp(ref.lastCode('ada@example.com'))
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('remembers the preferred account type and signs out of both namespaces', async () => {
    const { latch, signInByEmail } = await createAuthWorld()
    await signInByEmail()
    await latch.auth.setPreferredAccountType('smartAccount')
    expect(latch.getAccount({ namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    await latch.auth.signOut()
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(false)
    await signInByEmail()
    expect(latch.getAccount({ namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
  })
})
