import type { SocialProvider } from '../../../kernel/router/views'
import { toBase58 } from '../../../shared/encoding/base58'
import { ConnectionError } from '../../../shared/errors/errors'
import type { AuthProvider } from '../provider/types'
import type { createOtpStore } from './createOtpStore'
import { failReference as fail } from './failReference'
import { REFERENCE_SOCIAL_ORIGIN } from './referenceSocialOrigin'

/** The sign-in methods of an {@link AuthProvider}: email and code, new device, social, Farcaster, passkey. */
type LoginMethods = Pick<
  AuthProvider,
  | 'connectEmail'
  | 'connectDevice'
  | 'connectOtp'
  | 'resendOtp'
  | 'getSocialRedirectUri'
  | 'connectSocial'
  | 'getFarcasterUri'
  | 'connectFarcaster'
  | 'connectPasskey'
>

/**
 * The sign-in half of the reference auth provider: the email code, new-device, social (OAuth
 * redirect) and Farcaster logins, and the controls a real user or identity provider would drive.
 *
 * @param deps - Emails that count as a new device, the code store, how to mail a code, and how to
 * sign a user in (by key, with the fields a new user starts with).
 * @returns The provider's login methods and their controls.
 * @example
 * ```ts
 * const login = createReferenceLogin({ newDevices, otp, send, signIn })
 * await login.methods.connectEmail({ email: 'a@example.com' })
 * ```
 */
export function createReferenceLogin(deps: {
  newDevices: Set<string>
  otp: ReturnType<typeof createOtpStore>
  send: (to: string, purpose: string) => void
  signIn: (
    key: string,
    fields: { email?: string; username?: string; socialProvider?: SocialProvider },
  ) => void
}) {
  const { newDevices, otp, send, signIn } = deps
  const socialStates = new Map<string, { provider: SocialProvider; code: string }>()
  let pendingEmail: string | undefined
  let deviceApproved: (() => void) | undefined
  let farcasterDone: ((username: string) => void) | undefined
  let passkeyDone: { mode: 'signIn' | 'signUp'; finish: (id: string | undefined) => void } | undefined

  const methods: LoginMethods = {
    async connectEmail({ email }) {
      pendingEmail = email
      if (newDevices.has(email)) return { action: 'VERIFY_DEVICE' }
      send(email, 'login')
      return { action: 'VERIFY_OTP' }
    },
    connectDevice() {
      const email = pendingEmail ?? fail('No login in progress', 'NO_LOGIN')
      return new Promise((resolve) => {
        deviceApproved = () => {
          newDevices.delete(email)
          send(email, 'login')
          resolve()
        }
      })
    },
    async connectOtp({ otp: code }) {
      const email = pendingEmail ?? fail('No login in progress', 'NO_LOGIN')
      otp.verify(`login:${email}`, code)
      signIn(email, { email })
      pendingEmail = undefined
    },
    async resendOtp() {
      send(pendingEmail ?? fail('No login in progress', 'NO_LOGIN'), 'login')
    },
    async getSocialRedirectUri({ provider: social }) {
      const state = toBase58(crypto.getRandomValues(new Uint8Array(16)))
      const code = toBase58(crypto.getRandomValues(new Uint8Array(16)))
      socialStates.set(state, { provider: social, code })
      return {
        uri: `${REFERENCE_SOCIAL_ORIGIN}/authorize/${social}?state=${state}`,
        state,
        origin: REFERENCE_SOCIAL_ORIGIN,
      }
    },
    async connectSocial({ provider: social, result }) {
      const { state, code } = (result ?? {}) as { state?: unknown; code?: unknown }
      const issued = typeof state === 'string' ? socialStates.get(state) : undefined
      if (!issued || issued.provider !== social || issued.code !== code)
        fail('Invalid social login result', 'SOCIAL_INVALID')
      socialStates.delete(String(state))
      signIn(`${social}:user`, { username: `${social}-user`, socialProvider: social })
    },
    async getFarcasterUri() {
      return {
        uri: `https://farcaster.latch.test/connect?channel=${toBase58(crypto.getRandomValues(new Uint8Array(8)))}`,
      }
    },
    connectFarcaster() {
      return new Promise((resolve) => {
        farcasterDone = (username) => {
          signIn(`farcaster:${username}`, { username, socialProvider: 'farcaster' })
          resolve()
        }
      })
    },
    connectPasskey({ mode }) {
      return new Promise((resolve, reject) => {
        passkeyDone = {
          mode,
          finish: (id) => {
            passkeyDone = undefined
            if (id === undefined) {
              // what the embedded wallet's frame answers when the visitor cancels its prompt
              reject(
                new ConnectionError('The passkey was not used: nothing changed', {
                  code: 'CONNECTION_REJECTED',
                }),
              )
              return
            }
            signIn(`passkey:${id}`, {})
            resolve()
          },
        }
      })
    },
  }

  return {
    methods,
    /** The user clicks the new-device link. */
    approveDevice: () => deviceApproved?.(),
    /** The Farcaster login completes. */
    completeFarcaster: (username: string) => farcasterDone?.(username),
    /** The mode of the passkey login in progress, if one is. */
    passkeyMode: () => passkeyDone?.mode,
    /** The visitor verifies on the authenticator with passkey `id`, or (`undefined`) cancels. */
    completePasskey: (id: string | undefined) => passkeyDone?.finish(id),
    /** What the OAuth redirect page would post for `state` (the real code, issued to that state). */
    socialResult: (state: string) => ({ state, code: socialStates.get(state)?.code }),
  }
}
