// Test double of the future auth service and embedded wallet (@latch/embedded-wallet), written for
// the tests only and not part of the public API. It is real where it matters: codes are random,
// stored hashed, expiring and attempt-capped (createOtpStore), EVM keys are secp256k1 through viem
// and Solana keys ed25519 through node:crypto, and signatures verify. Mail goes to `mailbox`.
import type { SocialProvider } from '../../../kernel/router/views'
import type { AuthAccountType, AuthProvider, AuthRequest, AuthUser } from '../provider/types'
import { answerReferenceRequest, referenceAssets } from './answerReferenceRequest'
import { createOtpStore } from './createOtpStore'
import { createReferenceLogin } from './createReferenceLogin'
import { createReferenceWallet, type ReferenceWallet } from './createReferenceWallet'
import { failReference as fail } from './failReference'

type User = {
  email?: string
  username?: string
  socialProvider?: SocialProvider
  preferredAccountType: AuthAccountType
  wallet: ReferenceWallet
}

/**
 * The reference {@link AuthProvider} of the tests, plus controls a real user or service would drive:
 * the dev `mailbox`, device and Farcaster approval, the OAuth redirect result, and the `received`
 * log of every wallet request that reached it.
 *
 * @param options - Clock; emails that count as a new device; polls before an email change confirms.
 * @returns The provider and its controls.
 * @example
 * ```ts
 * const ref = createReferenceAuthProvider()
 * await ref.provider.connectEmail({ email: 'a@example.com' })
 * await ref.provider.connectOtp({ otp: ref.lastCode('a@example.com') })
 * ```
 */
export function createReferenceAuthProvider(
  options: { now?: () => number; newDevices?: string[]; confirmEmailAfterPolls?: number } = {},
) {
  const otp = createOtpStore(options.now ?? Date.now)
  const users = new Map<string, User>()
  const mailbox: { to: string; code: string }[] = []
  const received: AuthRequest[] = []
  let current: User | undefined
  let emailChange: { to: string; polls: number; verified: boolean } | undefined

  const signIn = (key: string, fields: Partial<User>) => {
    let user = users.get(key)
    if (!user) {
      user = { preferredAccountType: 'eoa', wallet: createReferenceWallet(), ...fields }
      users.set(key, user)
    }
    current = user
  }
  const send = (to: string, purpose: string) => mailbox.push({ to, code: otp.issue(`${purpose}:${to}`) })
  const signedIn = () => current ?? fail('Not signed in', 'NOT_SIGNED_IN')
  const login = createReferenceLogin({ newDevices: new Set(options.newDevices ?? []), otp, send, signIn })

  const provider: AuthProvider = {
    ...login.methods,
    async getUser(): Promise<AuthUser | null> {
      if (!current) return null
      if (emailChange?.verified) {
        emailChange.polls += 1
        if (emailChange.polls >= (options.confirmEmailAfterPolls ?? 2)) {
          current.email = emailChange.to
          emailChange = undefined
        }
      }
      const { wallet } = current
      return {
        ...(current.email ? { email: current.email } : {}),
        ...(current.username ? { username: current.username } : {}),
        ...(current.socialProvider ? { socialProvider: current.socialProvider } : {}),
        preferredAccountType: current.preferredAccountType,
        accounts: {
          eip155: [{ address: wallet.evm.address, type: current.preferredAccountType }],
          solana: [{ address: wallet.solanaAddress, type: 'eoa' }],
        },
      }
    },
    async updateEmail({ email }) {
      const user = signedIn()
      emailChange = { to: email, polls: 0, verified: false }
      send(user.email ?? fail('No email on this account', 'NO_EMAIL'), 'change-primary')
    },
    async updateEmailPrimaryOtp({ otp: code }) {
      const change = emailChange ?? fail('No email change in progress', 'NO_CHANGE')
      otp.verify(`change-primary:${signedIn().email}`, code)
      send(change.to, 'change-secondary')
    },
    async updateEmailSecondaryOtp({ otp: code }) {
      const change = emailChange ?? fail('No email change in progress', 'NO_CHANGE')
      otp.verify(`change-secondary:${change.to}`, code)
      change.verified = true
    },
    async setPreferredAccountType({ type }) {
      signedIn().preferredAccountType = type
    },
    async signOut() {
      current = undefined
    },
    async request(request) {
      received.push(request)
      return answerReferenceRequest(signedIn().wallet, request)
    },
    async getCapabilities() {
      signedIn()
      return { '0x1': { assetDiscovery: { supported: true } } }
    },
    async getAssets() {
      signedIn()
      return referenceAssets()
    },
  }

  return {
    provider,
    mailbox,
    received,
    /** The last code mailed to `to`. */
    lastCode: (to: string) =>
      [...mailbox].reverse().find((m) => m.to === to)?.code ?? fail('No mail', 'NO_MAIL'),
    approveDevice: login.approveDevice,
    completeFarcaster: login.completeFarcaster,
    passkeyMode: login.passkeyMode,
    completePasskey: login.completePasskey,
    socialResult: login.socialResult,
    /** The signed-in user's keys: EVM address and Solana public key, to verify signatures. */
    publicKeys: () => ({ evm: signedIn().wallet.evm.address, solana: signedIn().wallet.solanaPublicKey }),
  }
}
