import { API_ERROR_CODES, API_PATHS, type ApiUser, type WalletRegisterRequest } from '../protocol/api'
import { WALLET_CHALLENGE_PATTERN } from '../protocol/walletProof'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'

/**
 * The auth-service calls the key frame makes, all with the page's session token, and the service's
 * origin (which the frame's proofs name).
 *
 * @example
 * ```ts
 * const auth: FrameAuth = { service: 'https://auth.example', getUser, getWalletChallenge, registerWallet }
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
 * `Authorization: Bearer <token>`. A 401 or 403 becomes {@link FrameError} `UNAUTHORIZED`; a
 * refused wallet proof, a network failure, another failed status or a malformed body (a user id
 * that is not one line of printable text, a challenge of another shape) becomes `INTERNAL`.
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

  const call = async (path: string, token: string, body?: unknown): Promise<unknown> => {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
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
    if (response.status === 401 || response.status === 403) {
      throw new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: 'UNAUTHORIZED' })
    }
    const errorCode = response.ok ? undefined : await errorCodeOf(response)
    if (response.status === 409 && errorCode === API_ERROR_CODES.walletConflict) {
      // Another browser registered different addresses first: this one does not hold the account's keys.
      throw new FrameError(FRAME_ERROR_MESSAGES.walletElsewhere, { code: 'INTERNAL' })
    }
    if (typeof errorCode === 'string' && PROOF_REFUSALS.has(errorCode)) {
      throw new FrameError(FRAME_ERROR_MESSAGES.walletProofRefused, { code: 'INTERNAL', details: errorCode })
    }
    if (!response.ok) {
      throw new FrameError(FRAME_ERROR_MESSAGES.authUnavailable, {
        code: 'INTERNAL',
        details: `${path} answered ${response.status}`,
      })
    }
    try {
      return await response.json()
    } catch (cause) {
      throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL', cause })
    }
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
      const body = await call(API_PATHS.walletChallenge, token, {})
      const challenge = (body as { challenge?: unknown } | null)?.challenge
      if (typeof challenge !== 'string' || !WALLET_CHALLENGE_PATTERN.test(challenge))
        throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
      return challenge
    },
    async registerWallet(token, registration) {
      const { evm, solana, challenge, evmSignature, solanaSignature } = registration
      await call(API_PATHS.wallet, token, { evm, solana, challenge, evmSignature, solanaSignature })
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

async function errorCodeOf(response: Response): Promise<unknown> {
  try {
    return ((await response.json()) as { error?: { code?: unknown } } | null)?.error?.code
  } catch {
    return undefined
  }
}
