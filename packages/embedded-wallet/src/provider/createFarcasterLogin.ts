import { ApiError, type Clock, ConnectionError, sleep } from '@latch/core/kit'
import type { SessionResponse } from '../protocol/api'
import {
  FARCASTER_API_PATHS,
  type FarcasterStartResponse,
  type FarcasterStatusResponse,
} from '../protocol/farcasterApi'
import type { AuthClient } from './createAuthClient'
import { FARCASTER_MESSAGES } from './farcasterMessages'

/**
 * What the Farcaster login needs from the provider.
 *
 * @example
 * ```ts
 * const deps: FarcasterLoginDeps = { client, origin: location.origin, deviceId: () => session.getDeviceId(), pollMs: 1000, clock: systemClock(), startSession }
 * ```
 */
export type FarcasterLoginDeps = {
  client: AuthClient
  /** The app page's origin (the sign-in's SIWF domain is its host). */
  origin: string
  deviceId: () => string
  /** Time between two polls of the sign-in. */
  pollMs: number
  clock: Clock
  /** Starts the session the sign-in answered, as after an email code or a social login. */
  startSession: (response: SessionResponse) => Promise<void>
}

/**
 * The provider's Farcaster login.
 *
 * @example
 * ```ts
 * const { uri } = await login.getUri()
 * await login.connect()
 * ```
 */
export type FarcasterLogin = {
  /** Starts a sign-in; answers the link (from the app's relay) to show as a QR code and link. */
  getUri(): Promise<{ uri: string }>
  /** Polls the started sign-in until the auth service answers its session, then starts it. */
  connect(): Promise<void>
}

const LOGIN_ID = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The embedded wallet's Sign In With Farcaster (loaded on first use, outside the app page's first
 * load): `getUri` asks the auth service to start a sign-in (it opens the relay channel and keeps
 * the nonce), `connect` polls it like a new-device approval is polled, and starts the session it
 * answers like a social login. The service's answers are shape-checked.
 *
 * @param deps - Client, origin, device id, poll interval, clock, session start.
 * @returns The login.
 * @throws {ApiError} code `INVALID_RESPONSE` when the service's answer is malformed.
 * @throws {ConnectionError} code `NO_LOGIN` from `connect` without a started sign-in, or when a newer one replaced it.
 * @example
 * ```ts
 * const login = createFarcasterLogin({ client, origin, deviceId, pollMs: 1000, clock: systemClock(), startSession })
 * const { uri } = await login.getUri() // shown as a QR code
 * await login.connect() // resolves once the visitor approved in Farcaster
 * ```
 */
export function createFarcasterLogin(deps: FarcasterLoginDeps): FarcasterLogin {
  let pending: { loginId: string } | undefined
  const invalid = (path: string) =>
    new ApiError(FARCASTER_MESSAGES.invalidAnswer, { code: 'INVALID_RESPONSE', details: `POST ${path}` })
  const noLogin = () => new ConnectionError(FARCASTER_MESSAGES.noLogin, { code: 'NO_LOGIN' })
  return {
    async getUri() {
      pending = undefined
      const path = FARCASTER_API_PATHS.farcasterStart
      const started: Partial<FarcasterStartResponse> = Object(
        await deps.client.call<unknown>({ path, body: { origin: deps.origin, deviceId: deps.deviceId() } }),
      )
      const { loginId, uri } = started
      if (typeof loginId !== 'string' || !LOGIN_ID.test(loginId) || typeof uri !== 'string')
        throw invalid(path)
      pending = { loginId }
      // core shows it only when it is a web link
      return { uri }
    },
    async connect() {
      const login = pending
      if (!login) throw noLogin()
      const path = FARCASTER_API_PATHS.farcasterStatus
      for (;;) {
        const status: Partial<FarcasterStatusResponse> = Object(
          await deps.client.call<unknown>({ path, body: login }),
        )
        if (pending !== login) throw noLogin()
        if (status.state === 'completed') {
          const session: Partial<SessionResponse> = Object(status.session)
          if (
            typeof session.token !== 'string' ||
            session.token === '' ||
            typeof Object(session.user).id !== 'string'
          )
            throw invalid(path)
          pending = undefined
          return deps.startSession(session as SessionResponse)
        }
        if (status.state !== 'pending') throw invalid(path)
        await sleep(deps.clock, deps.pollMs)
      }
    },
  }
}
