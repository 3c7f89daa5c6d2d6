// Test double of the future auth service and embedded wallet (@latch/embedded-wallet), written for
// the tests only and not part of the public API. It is real where it matters: codes are random,
// stored hashed, expiring and attempt-capped (createOtpStore), EVM keys are secp256k1 through viem
// and Solana keys ed25519 through node:crypto, and signatures verify. Mail goes to `mailbox`.
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto'
import { keccak256, parseTransaction } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { SocialProvider } from '../../../kernel/router/views'
import { fromBase58, toBase58 } from '../../../shared/encoding/base58'
import { WALLET_ERROR_CODES } from '../../../shared/errors/catalogue'
import type { ValidationErrorCode } from '../../../shared/errors/errorCodes'
import { ValidationError } from '../../../shared/errors/errors'
import type { AuthAccountType, AuthProvider, AuthRequest, AuthUser } from '../provider/types'
import { createOtpStore } from './createOtpStore'
import { REFERENCE_SOCIAL_ORIGIN } from './referenceSocialOrigin'

const SPKI_ED25519_PREFIX = 12

type Wallet = ReturnType<typeof createWallet>

function createWallet() {
  const evm = privateKeyToAccount(generatePrivateKey())
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const rawPublic = new Uint8Array(
    publicKey.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519_PREFIX),
  )
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' })
  return {
    evm,
    solanaAddress: toBase58(rawPublic),
    solanaPublicKey: rawPublic,
    signSolana: (bytes: Uint8Array) =>
      new Uint8Array(sign(null, bytes, createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }))),
  }
}

type User = {
  email?: string
  username?: string
  socialProvider?: SocialProvider
  preferredAccountType: AuthAccountType
  wallet: Wallet
}

const fail = (message: string, code: ValidationErrorCode): never => {
  throw new ValidationError(message, { code })
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
  const now = options.now ?? Date.now
  const otp = createOtpStore(now)
  const users = new Map<string, User>()
  const newDevices = new Set(options.newDevices ?? [])
  const mailbox: { to: string; code: string }[] = []
  const received: AuthRequest[] = []
  const socialStates = new Map<string, { provider: SocialProvider; code: string }>()
  let pendingEmail: string | undefined
  let current: User | undefined
  let deviceApproved: (() => void) | undefined
  let farcasterDone: ((username: string) => void) | undefined
  let emailChange: { to: string; polls: number; verified: boolean } | undefined

  const userFor = (key: string, fields: Partial<User>): User => {
    let user = users.get(key)
    if (!user) {
      user = { preferredAccountType: 'eoa', wallet: createWallet(), ...fields }
      users.set(key, user)
    }
    return user
  }
  const send = (to: string, purpose: string) => mailbox.push({ to, code: otp.issue(`${purpose}:${to}`) })
  const signedIn = () => current ?? fail('Not signed in', 'NOT_SIGNED_IN')

  const provider: AuthProvider = {
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
      current = userFor(email, { email })
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
      current = userFor(`${social}:user`, { username: `${social}-user`, socialProvider: social })
    },
    async getFarcasterUri() {
      return {
        uri: `https://farcaster.latch.test/connect?channel=${toBase58(crypto.getRandomValues(new Uint8Array(8)))}`,
      }
    },
    connectFarcaster() {
      return new Promise((resolve) => {
        farcasterDone = (username) => {
          current = userFor(`farcaster:${username}`, { username, socialProvider: 'farcaster' })
          resolve()
        }
      })
    },
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
      const { wallet } = signedIn()
      const params = (Array.isArray(request.params) ? request.params : []) as unknown[]
      switch (request.method) {
        case 'eth_chainId':
          return `0x${BigInt(request.caipNetworkId?.split(':')[1] ?? '1').toString(16)}`
        case 'eth_accounts':
          return [wallet.evm.address]
        case 'eth_getBalance':
          return '0xde0b6b3a7640000'
        case 'getBalance':
          return { value: 2_000_000_000 }
        case 'personal_sign':
          return wallet.evm.signMessage({ message: { raw: params[0] as `0x${string}` } })
        case 'eth_signTypedData_v4':
          return wallet.evm.signTypedData(
            JSON.parse(params[1] as string) as Parameters<typeof wallet.evm.signTypedData>[0],
          )
        case 'eth_sendTransaction': {
          const tx = params[0] as { to: `0x${string}`; value: `0x${string}`; data: `0x${string}` }
          const signed = await wallet.evm.signTransaction({
            to: tx.to,
            value: BigInt(tx.value),
            data: tx.data,
            chainId: Number(BigInt(request.caipNetworkId?.split(':')[1] ?? '1')),
            nonce: 0,
            gas: 100_000n,
            maxFeePerGas: 1n,
            maxPriorityFeePerGas: 1n,
          })
          parseTransaction(signed)
          return keccak256(signed)
        }
        case 'solana_signMessage': {
          const { message } = request.params as { message: string }
          return { signature: toBase58(wallet.signSolana(fromBase58(message))) }
        }
        default:
          throw { code: WALLET_ERROR_CODES.methodNotSupported, message: `${request.method} is not supported` }
      }
    },
    async getCapabilities() {
      signedIn()
      return { '0x1': { assetDiscovery: { supported: true } } }
    },
    async getAssets() {
      signedIn()
      return {
        '0x1': [
          {
            address: '0x0000000000000000000000000000000000000000',
            balance: '0xde0b6b3a7640000',
            type: 'NATIVE',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 0, iconUrl: '', value: 0 },
          },
        ],
      }
    },
  }

  return {
    provider,
    mailbox,
    received,
    /** The last code mailed to `to`. */
    lastCode: (to: string) =>
      [...mailbox].reverse().find((m) => m.to === to)?.code ?? fail('No mail', 'NO_MAIL'),
    /** The user clicks the new-device link. */
    approveDevice: () => deviceApproved?.(),
    /** The Farcaster login completes. */
    completeFarcaster: (username: string) => farcasterDone?.(username),
    /** What the OAuth redirect page would post for `state` (the real code, issued to that state). */
    socialResult: (state: string) => ({ state, code: socialStates.get(state)?.code }),
    /** The signed-in user's keys: EVM address and Solana public key, to verify signatures. */
    publicKeys: () => ({ evm: signedIn().wallet.evm.address, solana: signedIn().wallet.solanaPublicKey }),
  }
}
