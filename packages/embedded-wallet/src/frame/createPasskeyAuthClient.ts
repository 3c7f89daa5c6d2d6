import { ACCOUNT_API_ERROR_CODES, ACCOUNT_API_PATHS } from '../protocol/accountApi'
import type { ApiUser, PasskeyLoginResponse, PasskeyPrfBoxRequest } from '../protocol/api'
import { FRAME_ERROR_CODES, type FrameSession } from '../protocol/frame'
import { BOX_TEXT_MAX_LENGTH } from '../shares/shareBoxes'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'

/**
 * The auth-service calls of the frame's passkey ceremonies (`ACCOUNT_API_PATHS.passkey*`). Every
 * answer is shape-checked; the service's passkey refusals are {@link FrameError} `PASSKEY_REFUSED`
 * with the service's code in `meta.apiCode`.
 *
 * @example
 * ```ts
 * const options = await passkeyAuth.registrationOptions(undefined)
 * ```
 */
export type PasskeyAuth = {
  /** Registration options: with `token`, to add a passkey to that account; without, to sign up. */
  registrationOptions(token: string | undefined): Promise<Record<string, unknown>>
  /** Verifies a registration: the stored passkey's id and, for a sign-up, the new account's session. */
  registrationVerify(
    token: string | undefined,
    body: { response: Record<string, unknown>; deviceId?: string },
  ): Promise<{ passkeyId: string; session?: FrameSession }>
  /** Authentication options for a sign-in. */
  signInOptions(): Promise<Record<string, unknown>>
  /** Verifies a sign-in: the session, and the passkey's PRF box when it has one. */
  signInVerify(body: { response: Record<string, unknown>; deviceId: string }): Promise<PasskeyLoginResponse>
  /** Stores a PRF box for the session's passkey, or for the passkey `body.passkeyId` names. */
  putPrfBox(token: string, body: PasskeyPrfBoxRequest): Promise<void>
}

/** Largest answer read (options and sessions are well under this). */
const MAX_BODY_LENGTH = 64 * 1024
const USER_ID = /^[\x21-\x7e]{1,200}$/
const SET_ID = /^[0-9a-f]{16}$/
const BASE64URL = /^[A-Za-z0-9_-]{1,1400}$/
const PASSKEY_REFUSALS: ReadonlySet<string> = new Set([
  ACCOUNT_API_ERROR_CODES.passkeysOff,
  ACCOUNT_API_ERROR_CODES.passkeyChallenge,
  ACCOUNT_API_ERROR_CODES.passkeyInvalid,
  ACCOUNT_API_ERROR_CODES.passkeyCounter,
  ACCOUNT_API_ERROR_CODES.passkeyUnknown,
  ACCOUNT_API_ERROR_CODES.passkeyTaken,
  ACCOUNT_API_ERROR_CODES.passkeySession,
  ACCOUNT_API_ERROR_CODES.prfBoxStale,
])

const malformed = () =>
  new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: FRAME_ERROR_CODES.internal })

const record = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed()
  return value as Record<string, unknown>
}

/** A session answer: a token and a user with a printable id (the rest of the user as given). */
const readSession = (value: unknown): FrameSession => {
  const { token, user } = record(value)
  const { id } = record(user)
  if (
    typeof token !== 'string' ||
    token === '' ||
    token.length > 8192 ||
    typeof id !== 'string' ||
    !USER_ID.test(id)
  )
    throw malformed()
  return { token, user: user as ApiUser }
}

const readOptions = (value: unknown): Record<string, unknown> => {
  const options = record(record(value).options)
  if (typeof options.challenge !== 'string') throw malformed()
  return options
}

/**
 * The frame's client of the passkey routes, over `fetch` to `authUrl` (from the frame's own config).
 *
 * @param options - The service's URL and the fetch to use.
 * @returns The client.
 * @example
 * ```ts
 * const passkeyAuth = createPasskeyAuthClient({ authUrl: config.authUrl })
 * ```
 */
export function createPasskeyAuthClient(options: { authUrl: string; fetch?: typeof fetch }): PasskeyAuth {
  const base = options.authUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const call = async (
    path: string,
    token: string | undefined,
    method: 'GET' | 'POST' | 'PUT',
    body: unknown = {},
  ): Promise<unknown> => {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
        credentials: 'omit',
      })
    } catch (cause) {
      throw new FrameError(FRAME_ERROR_MESSAGES.authUnavailable, { code: FRAME_ERROR_CODES.internal, cause })
    }
    let answer: unknown
    try {
      const text = await response.text()
      answer = text.length > MAX_BODY_LENGTH ? undefined : JSON.parse(text)
    } catch {
      answer = undefined
    }
    if (response.ok) {
      if (answer === undefined) throw malformed()
      return answer
    }
    const apiCode = (answer as { error?: { code?: unknown } } | undefined)?.error?.code
    if (typeof apiCode === 'string' && PASSKEY_REFUSALS.has(apiCode))
      throw new FrameError(FRAME_ERROR_MESSAGES.passkeyRefused, {
        code: FRAME_ERROR_CODES.passkeyRefused,
        details: apiCode,
        meta: { apiCode },
      })
    if (response.status === 401 || response.status === 403)
      throw new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: FRAME_ERROR_CODES.unauthorized })
    throw new FrameError(FRAME_ERROR_MESSAGES.authUnavailable, {
      code: FRAME_ERROR_CODES.internal,
      details: `${path} answered ${response.status}`,
    })
  }
  return {
    async registrationOptions(token) {
      return readOptions(await call(ACCOUNT_API_PATHS.passkeyRegisterOptions, token, 'POST'))
    },
    async registrationVerify(token, body) {
      const answer = record(await call(ACCOUNT_API_PATHS.passkeyRegisterVerify, token, 'POST', body))
      const { id } = record(answer.passkey)
      if (typeof id !== 'string' || !BASE64URL.test(id)) throw malformed()
      return answer.session === undefined
        ? { passkeyId: id }
        : { passkeyId: id, session: readSession(answer.session) }
    },
    async signInOptions() {
      return readOptions(await call(ACCOUNT_API_PATHS.passkeyLoginOptions, undefined, 'POST'))
    },
    async signInVerify(body) {
      const answer = record(await call(ACCOUNT_API_PATHS.passkeyLoginVerify, undefined, 'POST', body))
      const { passkeyId, prfBox } = answer
      if (typeof passkeyId !== 'string' || !BASE64URL.test(passkeyId)) throw malformed()
      const login: PasskeyLoginResponse = { session: readSession(answer.session), passkeyId }
      if (prfBox !== undefined) {
        const { setId, box } = record(prfBox)
        if (
          typeof setId !== 'string' ||
          !SET_ID.test(setId) ||
          typeof box !== 'string' ||
          box.length > BOX_TEXT_MAX_LENGTH
        )
          throw malformed()
        login.prfBox = { setId, box }
      }
      return login
    },
    async putPrfBox(token, body) {
      const { setId, box, recoveryCheck, passkeyId } = body
      await call(ACCOUNT_API_PATHS.passkeyPrfBox, token, 'PUT', {
        setId,
        box,
        recoveryCheck,
        ...(passkeyId === undefined ? {} : { passkeyId }),
      })
    },
  }
}
