import {
  ApiError,
  type AuthServiceRelayedErrorCode,
  describeUntrusted,
  toHttpErrorCode,
} from '@latch/core/kit'
import { API_ERROR_CODES, type ApiErrorBody } from '../protocol/api'
import { EMBEDDED_WALLET_MESSAGES } from './messages'

/**
 * A call to the auth service: path, method (POST unless given), JSON body and bearer token.
 *
 * @example
 * ```ts
 * const call: AuthCall = { path: API_PATHS.user, method: 'GET', token }
 * ```
 */
export type AuthCall = { path: string; method?: 'GET' | 'POST'; body?: unknown; token?: string | undefined }

/**
 * The auth service's HTTP client.
 *
 * @example
 * ```ts
 * const { user } = await client.call<UserResponse>({ path: API_PATHS.user, method: 'GET', token })
 * ```
 */
export type AuthClient = { call<T>(call: AuthCall): Promise<T> }

/**
 * What the client throws when the service refuses a call: an {@link ApiError}, and for a refused
 * one-time code the service's `attemptsLeft` (a number; core's auth slice checks its range).
 *
 * @example
 * ```ts
 * const failure = error as AuthServiceFailure
 * if (failure.attemptsLeft === 0) askForANewCode()
 * ```
 */
export type AuthServiceFailure = ApiError & { readonly attemptsLeft?: number }

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).error === 'object' &&
  typeof (value as ApiErrorBody).error?.code === 'string'

/**
 * A JSON client of the auth service at `authUrl`. Failures are typed: an {@link ApiError} whose
 * `code` is the service's error code (`API_ERROR_CODES`) and `status` the HTTP status, or
 * `NETWORK` when the service could not be reached.
 *
 * @param options - The service's base URL and the fetch to use.
 * @returns The client.
 * @example
 * ```ts
 * const client = createAuthClient({ authUrl: 'http://127.0.0.1:4000', fetch: globalThis.fetch })
 * await client.call({ path: API_PATHS.emailStart, body: { email, deviceId } })
 * ```
 */
export function createAuthClient(options: { authUrl: string; fetch: typeof fetch }): AuthClient {
  const base = options.authUrl.replace(/\/+$/, '')
  return {
    async call<T>({ path, method = 'POST', body, token }: AuthCall): Promise<T> {
      const headers: Record<string, string> = {}
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (token) headers.authorization = `Bearer ${token}`
      let response: Response
      try {
        response = await options.fetch(`${base}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      } catch (cause) {
        throw new ApiError(EMBEDDED_WALLET_MESSAGES.serviceUnreachable, {
          code: 'NETWORK',
          cause,
          details: `${method} ${path}`,
        })
      }
      const parsed: unknown = await response.json().catch(() => undefined)
      if (response.ok) return parsed as T
      // The service's error is untrusted: its text cut, its code kept only when it is one of the service's codes.
      const error = isErrorBody(parsed) ? parsed.error : undefined
      const message = typeof error?.message === 'string' && error.message !== '' ? error.message : undefined
      const received = error?.code
      const code = (Object.values(API_ERROR_CODES) as unknown[]).includes(received)
        ? (received as AuthServiceRelayedErrorCode)
        : undefined
      // a refused code's count, passed on as a number only (core's auth slice checks its range)
      const attemptsLeft = typeof error?.attemptsLeft === 'number' ? error.attemptsLeft : undefined
      const failure: AuthServiceFailure = new ApiError(
        message ? describeUntrusted(message) : EMBEDDED_WALLET_MESSAGES.serviceError,
        {
          code: code ?? toHttpErrorCode(response.status),
          status: response.status,
          details: `${method} ${path} answered ${response.status}`,
        },
      )
      throw attemptsLeft === undefined ? failure : Object.assign(failure, { attemptsLeft })
    },
  }
}
