import { ACCOUNT_API_ERROR_CODES, ACCOUNT_API_PATHS } from '../protocol/accountApi'
import {
  API_ERROR_CODES,
  API_PATHS,
  type ApiUser,
  type DeviceRevokeRequest,
  type WalletRecoverRequest,
  type WalletRecoverResponse,
  type WalletRegisterRequest,
  type WalletSharesRequest,
  type WalletSharesResponse,
} from '../protocol/api'
import { FRAME_ERROR_CODES } from '../protocol/frame'
import { WALLET_CHALLENGE_PATTERN } from '../protocol/walletProof'
import { BOX_TEXT_MAX_LENGTH } from '../shares/shareBoxes'
import { readShare, SHARE_TEXT_MAX_LENGTH } from '../shares/walletShares'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'

/**
 * The auth-service calls the key frame makes, all with the page's session token, and the service's
 * origin (which the frame's proofs name).
 *
 * @example
 * ```ts
 * const auth: FrameAuth = { service: 'https://auth.example', getUser, getWalletChallenge, registerWallet, getShares, putShares, recover, revokeDevice }
 * ```
 */
export type FrameAuth = {
  /** Origin of the auth service, from the frame's own config. */
  service: string
  /** The signed-in user of `token` (GET /v1/user). Throws {@link FrameError} `UNAUTHORIZED` when the token is not valid. */
  getUser(token: string): Promise<ApiUser>
  /** A fresh single-use challenge for the session of `token` (POST /v1/wallet/challenge). */
  getWalletChallenge(token: string): Promise<string>
  /** Registers the public addresses, with their proof, for the user of `token` (POST /v1/wallet). */
  registerWallet(token: string, registration: WalletRegisterRequest): Promise<void>
  /**
   * The current split's id and auth share (GET /v1/wallet/shares). Throws {@link FrameError}
   * `INTERNAL` with `meta.apiCode` `SHARES_NONE` before the wallet was split, `DEVICE_REVOKED` for
   * a session of a revoked device.
   */
  getShares(token: string): Promise<WalletSharesResponse>
  /**
   * Stores a new split (PUT /v1/wallet/shares) when `body.previousSetId` is the split stored now;
   * else throws {@link FrameError} `INTERNAL` with `meta.apiCode` `SHARES_CONFLICT`.
   */
  putShares(token: string, body: WalletSharesRequest): Promise<void>
  /**
   * Proves the recovery kit and gets the auth share and the sealed device share (POST
   * /v1/wallet/recover). Throws {@link FrameError} `RECOVERY_WRONG` (with `meta.attemptsLeft`),
   * `RECOVERY_LOCKED` or `DEVICE_REVOKED`.
   */
  recover(token: string, body: WalletRecoverRequest): Promise<WalletRecoverResponse>
  /** Revokes a device and stores the split made without it, in one step (POST /v1/devices/revoke). */
  revokeDevice(token: string, body: DeviceRevokeRequest): Promise<void>
}

/**
 * Options of {@link createFrameAuthClient}.
 *
 * @example
 * ```ts
 * const options: FrameAuthClientOptions = { authUrl: 'http://127.0.0.1:8787' }
 * ```
 */
export type FrameAuthClientOptions = {
  /** Base URL of the auth service (from the frame's own config, never from the page). */
  authUrl: string
  /** The fetch to use (default `globalThis.fetch`). */
  fetch?: typeof fetch
}

/**
 * The key frame's client of the auth service: fetch calls to {@link API_PATHS} with
 * `Authorization: Bearer <token>`. The service's share and recovery refusals keep their meaning
 * (`DEVICE_REVOKED`, `RECOVERY_WRONG` with the attempts left, `RECOVERY_LOCKED`; `SHARES_NONE` and
 * `SHARES_CONFLICT` as `INTERNAL` with the API code in `meta.apiCode`); another 401 or 403 becomes
 * {@link FrameError} `UNAUTHORIZED`; a refused wallet proof, a network failure, another failed
 * status or a malformed body (over 64 KiB, a user id that is not one line of printable text, a
 * challenge of another shape, a share that is not the split's auth share, a sealed share over its
 * length) becomes `INTERNAL`.
 *
 * @param options - The service URL and fetch.
 * @returns The client.
 * @example
 * ```ts
 * const auth = createFrameAuthClient({ authUrl: config.authUrl })
 * const user = await auth.getUser(token)
 * ```
 */
export function createFrameAuthClient(options: FrameAuthClientOptions): FrameAuth {
  const base = options.authUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  const call = async (
    path: string,
    token: string,
    request: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
  ): Promise<unknown> => {
    const { body } = request
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: 'omit',
      })
    } catch (cause) {
      throw new FrameError(FRAME_ERROR_MESSAGES.authUnavailable, { code: 'INTERNAL', cause })
    }
    const answer = await readBody(response)
    if (!response.ok) throw refusal(path, response.status, answer)
    if (answer === INVALID)
      throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
    return answer
  }

  return {
    service: new URL(base).origin,
    async getUser(token) {
      const body = await call(API_PATHS.user, token)
      const user = (body as { user?: unknown } | null)?.user
      if (!isApiUser(user))
        throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
      return user
    },
    async getWalletChallenge(token) {
      const body = await call(API_PATHS.walletChallenge, token, { body: {} })
      const challenge = (body as { challenge?: unknown } | null)?.challenge
      if (typeof challenge !== 'string' || !WALLET_CHALLENGE_PATTERN.test(challenge))
        throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
      return challenge
    },
    async registerWallet(token, registration) {
      const { evm, solana, challenge, evmSignature, solanaSignature } = registration
      await call(API_PATHS.wallet, token, { body: { evm, solana, challenge, evmSignature, solanaSignature } })
    },
    async getShares(token) {
      const answer = readSharesAnswer(await call(ACCOUNT_API_PATHS.walletShares, token))
      return { setId: answer.setId, authShare: answer.authShare }
    },
    async putShares(token, body) {
      await call(ACCOUNT_API_PATHS.walletShares, token, { method: 'PUT', body: sharesBody(body) })
    },
    async recover(token, body) {
      const { setId, recoveryCheck } = body
      const answer = readSharesAnswer(
        await call(ACCOUNT_API_PATHS.walletRecover, token, { body: { setId, recoveryCheck } }),
      )
      const box = answer.deviceShareBox
      if (typeof box !== 'string' || box.length > BOX_TEXT_MAX_LENGTH || !BASE64URL.test(box))
        throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
      return { setId: answer.setId, authShare: answer.authShare, deviceShareBox: box }
    },
    async revokeDevice(token, body) {
      await call(ACCOUNT_API_PATHS.deviceRevoke, token, {
        body: { deviceId: body.deviceId, shares: sharesBody(body.shares) },
      })
    },
  }
}

const PROOF_REFUSALS: ReadonlySet<string> = new Set([
  API_ERROR_CODES.walletProofInvalid,
  API_ERROR_CODES.walletChallengeInvalid,
  API_ERROR_CODES.walletChallengeExpired,
])

/** A user id the frame names in its proofs: one line of printable ASCII, at most 200 characters. */
const USER_ID = /^[\x21-\x7e]{1,200}$/

function isApiUser(value: unknown): value is ApiUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  if (typeof user.id !== 'string' || !USER_ID.test(user.id)) return false
  const wallet = user.wallet
  if (wallet === undefined || wallet === null) return true
  if (typeof wallet !== 'object') return false
  const { evm, solana } = wallet as Record<string, unknown>
  return typeof evm === 'string' && typeof solana === 'string'
}

/** Largest answer body read from the service (its answers are well under 1 KiB). */
const MAX_BODY_LENGTH = 64 * 1024
const INVALID = Symbol('invalid body')
const SET_ID = /^[0-9a-f]{16}$/
const BASE64URL = /^[A-Za-z0-9_-]+$/

/** The body as JSON, or {@link INVALID} when it is longer than {@link MAX_BODY_LENGTH} or not JSON. */
async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text()
    return text.length > MAX_BODY_LENGTH ? INVALID : (JSON.parse(text) as unknown)
  } catch {
    return INVALID
  }
}

/** The error a failed status answers, by the service's error code first, then by the status. */
function refusal(path: string, status: number, answer: unknown): FrameError {
  const error = (answer as { error?: { code?: unknown; attemptsLeft?: unknown } } | null)?.error
  const apiCode = typeof error?.code === 'string' ? error.code : undefined
  const known = apiCode === undefined ? undefined : REFUSALS[apiCode]
  if (known !== undefined && apiCode !== undefined) {
    const attempts = error?.attemptsLeft
    const attemptsLeft =
      typeof attempts === 'number' && Number.isSafeInteger(attempts) && attempts >= 0 && attempts <= 100
        ? attempts
        : undefined
    return new FrameError(FRAME_ERROR_MESSAGES[known.message], {
      code: known.code,
      meta: { apiCode, ...(attemptsLeft === undefined ? {} : { attemptsLeft }) },
    })
  }
  if (status === 401 || status === 403)
    return new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: 'UNAUTHORIZED' })
  if (status === 409 && apiCode === API_ERROR_CODES.walletConflict) {
    // Another browser registered different addresses first: this one does not hold the account's keys.
    return new FrameError(FRAME_ERROR_MESSAGES.walletElsewhere, { code: 'INTERNAL' })
  }
  if (apiCode !== undefined && PROOF_REFUSALS.has(apiCode))
    return new FrameError(FRAME_ERROR_MESSAGES.walletProofRefused, { code: 'INTERNAL', details: apiCode })
  return new FrameError(FRAME_ERROR_MESSAGES.authUnavailable, {
    code: 'INTERNAL',
    details: `${path} answered ${status}`,
  })
}

/** The share and recovery refusals, each with the frame code and message it becomes. */
const REFUSALS: Readonly<
  Record<string, { code: FrameError['code']; message: keyof typeof FRAME_ERROR_MESSAGES }>
> = {
  [ACCOUNT_API_ERROR_CODES.deviceRevoked]: {
    code: FRAME_ERROR_CODES.deviceRevoked,
    message: 'deviceRevoked',
  },
  [ACCOUNT_API_ERROR_CODES.recoveryWrong]: {
    code: FRAME_ERROR_CODES.recoveryWrong,
    message: 'recoveryWrong',
  },
  [ACCOUNT_API_ERROR_CODES.recoveryLocked]: {
    code: FRAME_ERROR_CODES.recoveryLocked,
    message: 'recoveryLocked',
  },
  [ACCOUNT_API_ERROR_CODES.sharesNone]: { code: FRAME_ERROR_CODES.internal, message: 'sharesNone' },
  [ACCOUNT_API_ERROR_CODES.sharesConflict]: { code: FRAME_ERROR_CODES.internal, message: 'sharesConflict' },
}

/** An answer with a split id and that split's auth share, checked; other fields left to the caller. */
function readSharesAnswer(body: unknown): WalletSharesResponse & Record<string, unknown> {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const { setId, authShare } = answer
  if (
    typeof setId !== 'string' ||
    !SET_ID.test(setId) ||
    typeof authShare !== 'string' ||
    authShare.length > SHARE_TEXT_MAX_LENGTH ||
    !isAuthShareOf(authShare, setId)
  )
    throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
  return { ...answer, setId, authShare }
}

function isAuthShareOf(text: string, setId: string): boolean {
  try {
    const share = readShare(text)
    return share.kind === 'auth' && share.setId === setId
  } catch {
    return false
  }
}

/** Only the fields of a {@link WalletSharesRequest}, so nothing else the caller holds is sent. */
function sharesBody(body: WalletSharesRequest): WalletSharesRequest {
  const { setId, authShare, deviceShareBox, recoveryCheck, previousSetId } = body
  return { setId, authShare, deviceShareBox, recoveryCheck, previousSetId }
}
