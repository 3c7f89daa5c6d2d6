import { API_ERROR_CODES, API_PATHS, type ApiUser, type WalletRegisterRequest } from '../protocol/api'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'

/**
 * The two auth-service calls the key frame makes, both with the page's session token.
 *
 * @example
 * ```ts
 * const auth: FrameAuth = { getUser: async () => user, registerWallet: async () => {} }
 * ```
 */
export type FrameAuth = {
  /** The signed-in user of `token` (GET /v1/user). Throws {@link FrameError} `UNAUTHORIZED` when the token is not valid. */
  getUser(token: string): Promise<ApiUser>
  /** Registers the public addresses for the user of `token` (POST /v1/wallet). */
  registerWallet(token: string, addresses: WalletRegisterRequest): Promise<void>
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
 * `Authorization: Bearer <token>`. A 401 or 403 becomes {@link FrameError} `UNAUTHORIZED`; a network
 * failure, another failed status or a malformed body becomes `INTERNAL`.
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
    if (response.status === 409 && (await errorCodeOf(response)) === API_ERROR_CODES.walletConflict) {
      // Another browser registered different addresses first: this one does not hold the account's keys.
      throw new FrameError(FRAME_ERROR_MESSAGES.walletElsewhere, { code: 'INTERNAL' })
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
    async getUser(token) {
      const body = await call(API_PATHS.user, token)
      const user = (body as { user?: unknown } | null)?.user
      if (!isApiUser(user))
        throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: 'INTERNAL' })
      return user
    },
    async registerWallet(token, addresses) {
      await call(API_PATHS.wallet, token, { evm: addresses.evm, solana: addresses.solana })
    },
  }
}

function isApiUser(value: unknown): value is ApiUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  if (typeof user.id !== 'string' || user.id === '') return false
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
