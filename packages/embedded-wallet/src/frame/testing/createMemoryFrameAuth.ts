import { randomBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import type {
  ApiUser,
  DeviceRevokeRequest,
  WalletRegisterRequest,
  WalletSharesRequest,
} from '../../protocol/api'
import { hashRecoveryCheck } from '../../shares/shareBoxes'
import type { FrameAuth } from '../createFrameAuthClient'
import { FRAME_ERROR_MESSAGES, FrameError } from '../FrameError'

/** What the stand-in keeps of one account's split, as the auth service does. */
type StoredSplit = { setId: string; authShare: string; deviceShareBox: string; checkHash: string }

/** Wrong recovery checks an account may make before it is locked (the service's figure). */
const RECOVERY_ATTEMPTS = 5

/**
 * A {@link FrameAuth} in memory that behaves like the auth service for the key frame: users by
 * session token (each token a device), wallet challenges and registration, the split's auth share
 * and sealed device share with compare-and-set on the split id, only the SHA-256 of the recovery
 * check, wrong checks counted (5, then locked), and revoked devices refused the shares (their
 * later sessions still sign in). For tests; the real
 * service is `@latch/auth-server`.
 *
 * @param users - Each session token's user (and its device id, default the token); tokens of one
 *   user id share that account.
 * @returns The stand-in, with what it received and holds.
 * @example
 * ```ts
 * const auth = createMemoryFrameAuth({ t1: { user: { id: 'u-1', preferredAccountType: 'eoa' } } })
 * const handler = createKeyFrameHandler({ auth, vault, parent, allowedOrigins, prompts })
 * ```
 */
export function createMemoryFrameAuth(users: Record<string, { user: ApiUser; deviceId?: string }>) {
  const accounts = new Map<string, ApiUser>()
  const sessions = new Map(
    Object.entries(users).map(([token, entry]) => {
      if (!accounts.has(entry.user.id)) accounts.set(entry.user.id, structuredClone(entry.user))
      return [token, { userId: entry.user.id, deviceId: entry.deviceId ?? token }]
    }),
  )
  const splits = new Map<string, StoredSplit>()
  const wrongChecks = new Map<string, number>()
  const revoked = new Set<string>()
  const registrations: { token: string; registration: WalletRegisterRequest; lastChallenge: string }[] = []
  const challenges: string[] = []
  const puts: { token: string; body: WalletSharesRequest }[] = []
  const revocations: { token: string; body: DeviceRevokeRequest }[] = []

  const refuse = (code: FrameError['code'], message: keyof typeof FRAME_ERROR_MESSAGES, apiCode: string) =>
    new FrameError(FRAME_ERROR_MESSAGES[message], { code, meta: { apiCode } })
  /** The token's session; `shares` for the calls a revoked device is refused (a new session of it still signs in). */
  const sessionOf = (token: string, shares = true) => {
    const session = sessions.get(token)
    if (session === undefined)
      throw new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: 'UNAUTHORIZED' })
    if (shares && revoked.has(session.deviceId))
      throw refuse('DEVICE_REVOKED', 'deviceRevoked', 'DEVICE_REVOKED')
    return { user: accounts.get(session.userId) as ApiUser, deviceId: session.deviceId }
  }
  const store = (userId: string, body: WalletSharesRequest) => {
    if ((splits.get(userId)?.setId ?? null) !== body.previousSetId)
      throw refuse('INTERNAL', 'sharesConflict', 'SHARES_CONFLICT')
    const { setId, authShare, deviceShareBox } = body
    splits.set(userId, { setId, authShare, deviceShareBox, checkHash: hashRecoveryCheck(body.recoveryCheck) })
    wrongChecks.delete(userId)
  }
  const splitOf = (userId: string) => {
    const split = splits.get(userId)
    if (split === undefined) throw refuse('INTERNAL', 'sharesNone', 'SHARES_NONE')
    return split
  }

  const auth: FrameAuth = {
    service: 'http://127.0.0.1:8787',
    getUser: async (token) => structuredClone(sessionOf(token, false).user),
    getWalletChallenge: async (token) => {
      sessionOf(token)
      const challenge = base64urlnopad.encode(randomBytes(32))
      challenges.push(challenge)
      return challenge
    },
    registerWallet: async (token, registration) => {
      const { user } = sessionOf(token)
      registrations.push({ token, registration, lastChallenge: challenges.at(-1) ?? '' })
      user.wallet = { evm: registration.evm, solana: registration.solana }
    },
    getShares: async (token) => {
      const { setId, authShare } = splitOf(sessionOf(token).user.id)
      return { setId, authShare }
    },
    putShares: async (token, body) => {
      puts.push({ token, body: structuredClone(body) })
      store(sessionOf(token).user.id, body)
    },
    recover: async (token, body) => {
      const userId = sessionOf(token).user.id
      const split = splitOf(userId)
      const wrong = wrongChecks.get(userId) ?? 0
      if (wrong >= RECOVERY_ATTEMPTS) throw refuse('RECOVERY_LOCKED', 'recoveryLocked', 'RECOVERY_LOCKED')
      if (body.setId !== split.setId || hashRecoveryCheck(body.recoveryCheck) !== split.checkHash) {
        wrongChecks.set(userId, wrong + 1)
        throw new FrameError(FRAME_ERROR_MESSAGES.recoveryWrong, {
          code: 'RECOVERY_WRONG',
          meta: { apiCode: 'RECOVERY_WRONG', attemptsLeft: RECOVERY_ATTEMPTS - wrong - 1 },
        })
      }
      return { setId: split.setId, authShare: split.authShare, deviceShareBox: split.deviceShareBox }
    },
    revokeDevice: async (token, body) => {
      revocations.push({ token, body: structuredClone(body) })
      store(sessionOf(token).user.id, body.shares)
      revoked.add(body.deviceId)
    },
  }
  return { auth, accounts, splits, registrations, puts, revocations }
}
