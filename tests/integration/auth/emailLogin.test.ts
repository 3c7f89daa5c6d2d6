import { testNetworks } from '@latch/core/testing'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../../packages/core/src/instance/createLatch'
import { MESSAGES } from '../../../packages/core/src/shared/errors/catalogue'
import { UNTRUSTED_TEXT_MAX } from '../../../packages/core/src/shared/errors/describeUntrusted'
import { ConnectionError, ValidationError } from '../../../packages/core/src/shared/errors/errors'
import { createMemoryStore } from '../../../packages/core/src/shared/storage/createStorage'
import { AUTH_MESSAGES } from '../../../packages/core/src/slices/auth/provider/authMessages'
import type { AuthProvider } from '../../../packages/core/src/slices/auth/provider/types'
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../../packages/core/src/slices/auth/testing/createOtpStore'
import { createReferenceAuthProvider } from '../../../packages/core/src/slices/auth/testing/createReferenceAuthProvider'
import { createAuthWorld } from './authWorld'

/**
 * A page whose login is the reference provider, its `getUser` as `getUser` makes it, with a
 * `watchUser` the test tells through (`tell`), signed in as ada.
 */
async function signedInWatching(
  getUser: (ref: ReturnType<typeof createReferenceAuthProvider>) => AuthProvider['getUser'],
) {
  const ref = createReferenceAuthProvider()
  const watchers = new Set<() => void>()
  const latch = createLatch({
    adapters: [],
    networks: [testNetworks.ethereum],
    storage: createMemoryStore(),
    auth: {
      provider: {
        ...ref.provider,
        getUser: getUser(ref),
        watchUser: (listener) => {
          watchers.add(listener)
          return () => watchers.delete(listener)
        },
      },
      openWindow: () => null,
      getMessageTarget: () => new EventTarget(),
    },
  })
  latch.mount()
  await latch.ready()
  await latch.open({ view: 'EmailLogin' })
  await latch.auth.connectEmail('ada@example.com')
  await latch.auth.verifyOtp(ref.lastCode('ada@example.com'))
  const tell = () => {
    for (const watcher of watchers) watcher()
  }
  return { latch, ref, watchers, tell }
}

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

  it('leaves the view to sign-in when it takes over after the login connected', async () => {
    const { latch, ref } = await createAuthWorld()
    latch.connections.onConnected(() => {
      latch.router.push('SIWXSignMessage')
      return true
    })
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail('ada@example.com')
    await latch.auth.verifyOtp(ref.lastCode('ada@example.com'))
    expect(latch.getState().router.view).toBe('SIWXSignMessage')
    expect(latch.getAccount({ namespace: 'eip155' }).user?.email).toBe('ada@example.com')
  })

  it('an invalid email shows the "Invalid email" warning and throws a ValidationError before anything is sent', async () => {
    const { latch, ref } = await createAuthWorld()
    await latch.open({ view: 'EmailLogin' })
    const error = await latch.auth.connectEmail('ada@example').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).shortMessage).toBe(AUTH_MESSAGES.invalidEmail)
    // shown once, under the field (state.auth.error), not also as a toast
    expect(latch.getState().auth.error).toBe('Invalid email')
    expect(latch.getState().snack.open).toBe(false)
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

  it('remembers the preferred account type in storage and applies it at the next login', async () => {
    const { latch, signInByEmail } = await createAuthWorld()
    await signInByEmail('ada@example.com')
    await latch.auth.setPreferredAccountType('smartAccount')
    expect(latch.getAccount({ namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    await latch.auth.signOut()
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(false)
    // a user the service never saw starts as eoa there: the remembered choice is applied
    await signInByEmail('grace@example.com')
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      preferredAccountType: 'smartAccount',
      user: { email: 'grace@example.com' },
    })
  })

  it('after a reload the ID_AUTH connection is restored silently with its user', async () => {
    const store = createMemoryStore()
    const ref = createReferenceAuthProvider()
    const make = () =>
      createLatch({
        adapters: [],
        networks: [testNetworks.ethereum, testNetworks.solana],
        storage: store,
        auth: { provider: ref.provider, openWindow: () => null, getMessageTarget: () => new EventTarget() },
      })
    const first = make()
    first.mount()
    await first.ready()
    await first.open({ view: 'EmailLogin' })
    await first.auth.connectEmail('ada@example.com')
    await first.auth.verifyOtp(ref.lastCode('ada@example.com'))

    const second = make()
    second.mount()
    await second.ready()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(second.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: ref.publicKeys().evm,
      user: { email: 'ada@example.com' },
    })
    expect(second.getState().modal.open).toBe(false)
  })

  it('a wallet that tells of a change Latch did not make (watchUser) has its user read again: the account shows it without a reload', async () => {
    let deployed = false
    const { latch, watchers, tell } = await signedInWatching((ref) => async () => {
      const user = await ref.provider.getUser()
      return user && { ...user, smartAccountDeployed: deployed }
    })
    expect(latch.getAccount({ namespace: 'eip155' }).smartAccountDeployed).toBe(false)
    expect(watchers.size).toBe(1)
    deployed = true
    tell()
    await vi.waitFor(() => expect(latch.getAccount({ namespace: 'eip155' }).smartAccountDeployed).toBe(true))
    // told again after the sign-out: nobody is read, nothing is connected
    await latch.auth.signOut()
    tell()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
  })

  it('overlapping user reads (the wallet telling of a change, then an account-type switch) end on the latest, whatever order their answers come in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        let scheduled = false
        // each read answers what the service had when it was asked, in an order the scheduler picks
        const { latch, tell } = await signedInWatching(
          (ref) => () => (scheduled ? s.schedule(ref.provider.getUser()) : ref.provider.getUser()),
        )
        await latch.auth.setPreferredAccountType('smartAccount')
        scheduled = true
        // the wallet tells of a change while the service still says smartAccount, then the
        // visitor switches back
        tell()
        await s.waitFor(latch.auth.setPreferredAccountType('eoa'))
        await s.waitAll()
        expect(latch.getAccount({ namespace: 'eip155' }).preferredAccountType).toBe('eoa')
      }),
      { numRuns: 25 },
    )
  })

  it('latch.connect with ID_AUTH works directly once signed in', async () => {
    const { latch, ref, signInByEmail } = await createAuthWorld()
    await signInByEmail()
    await latch.disconnect({ namespace: 'solana' })
    await ref.provider.connectEmail({ email: 'ada@example.com' })
    await ref.provider.connectOtp({ otp: ref.lastCode('ada@example.com') })
    const connection = await latch.connect({ namespace: 'solana', connectorId: 'ID_AUTH' })
    expect(connection.connectorId).toBe('ID_AUTH')
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(true)
  })

  it.each([
    [
      'a message getter that throws',
      () =>
        Object.defineProperty(new Error('x'), 'message', {
          get() {
            throw new TypeError('message getter')
          },
        }),
    ],
    [
      'a Proxy whose traps throw',
      () =>
        new Proxy(
          {},
          {
            get: () => {
              throw new TypeError('trap')
            },
            getPrototypeOf: () => {
              throw new TypeError('trap')
            },
          },
        ),
    ],
    ['a megabyte of message', () => new Error('x'.repeat(1_000_000))],
  ])(
    'an auth service error with %s comes out typed as "Failed to connect", with the toast',
    async (_name, thrown) => {
      const ref = createReferenceAuthProvider()
      const latch = createLatch({
        adapters: [],
        networks: [testNetworks.ethereum],
        auth: {
          provider: {
            ...ref.provider,
            connectEmail: async () => {
              throw thrown()
            },
          },
          openWindow: () => null,
          getMessageTarget: () => new EventTarget(),
        },
      })
      latch.mount()
      await latch.ready()
      await latch.open({ view: 'EmailLogin' })
      const error = await latch.auth.connectEmail('ada@example.com').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConnectionError)
      expect((error as ConnectionError).shortMessage).toBe(MESSAGES.failedToConnect)
      expect((error as ConnectionError).message.length).toBeLessThan(UNTRUSTED_TEXT_MAX + 100)
      expect(latch.getState().auth.error).toBe(MESSAGES.failedToConnect)
      expect(latch.getState().snack.open).toBe(false)
      expect(latch.getState().auth.loading).toBe(false)
    },
  )
})
