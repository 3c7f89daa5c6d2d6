// Test helpers for the auth service tests: a running service on loopback with the dev mailbox and
// a manual clock, and small typed HTTP helpers. Not part of the package (src/**/testing/** is excluded).
import { API_PATHS, type DevMail, type SessionResponse } from '@latch/embedded-wallet'
import { TEST_KIT_MESSAGES, TestKitError } from '@latch/testing'
import type { AuthServiceOptions } from '../service/authServiceOptions'
import { type AuthService, startAuthService } from '../startAuthService'
import { signWalletProof, type TestWalletKeys } from './walletProofs'

/** The app origin the tests' service allows. */
export const APP_ORIGIN = 'http://127.0.0.1:5173'

/**
 * A service under test plus helpers.
 *
 * @example
 * ```ts
 * const kit = await startAuthTestKit()
 * const session = await kit.signIn('a@example.com', 'd1')
 * ```
 */
export type AuthTestKit = {
  service: AuthService
  url: string
  /** Moves the service's clock. */
  advance(ms: number): void
  /** POSTs JSON, with a bearer token when given; answers status and parsed body. */
  post(
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>
  /** PUTs JSON, with a bearer token when given. */
  put(
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>
  /** GETs JSON. */
  get(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  /** The dev mailbox's mails to `to`. */
  mails(to: string): Promise<DevMail[]>
  /** The code of the newest mail to `to`. */
  lastCode(to: string): Promise<string>
  /** Signs a new user in from a new device: start, code from the mailbox, verify. */
  signIn(email: string, deviceId?: string): Promise<SessionResponse>
  /** Asks for a wallet challenge with the session `token`; answers the challenge. */
  challenge(token: string): Promise<string>
  /** As a key frame does: a fresh challenge, both keys' proof over it, POST /v1/wallet. */
  bindWallet(
    session: SessionResponse,
    keys: TestWalletKeys,
  ): Promise<{ status: number; body: Record<string, unknown> }>
}

/**
 * Starts a service for one test (in-memory SQLite unless `database` says otherwise, dev mailbox,
 * manual clock, a fixed code secret).
 *
 * @param options - Overrides of the service options.
 * @returns The kit; close it with `kit.service.close()`.
 * @example
 * ```ts
 * const kit = await startAuthTestKit({ otp: { maxAttempts: 2 } })
 * ```
 */
export async function startAuthTestKit(options: Partial<AuthServiceOptions> = {}): Promise<AuthTestKit> {
  let clock = 1_700_000_000_000
  const service = await startAuthService({
    allowedOrigins: [APP_ORIGIN],
    mail: 'dev-mailbox',
    now: () => clock,
    secret: 'auth-test-kit-secret',
    ...options,
  })
  const call = async (path: string, init: RequestInit, token?: string) => {
    const headers = new Headers(init.headers)
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`)
    const response = await fetch(`${service.url}${path}`, { ...init, headers })
    const text = await response.text()
    return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown> }
  }
  const kit: AuthTestKit = {
    service,
    url: service.url,
    advance: (ms) => {
      clock += ms
    },
    post: (path, body = {}, token) =>
      call(
        path,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        token,
      ),
    put: (path, body = {}, token) =>
      call(
        path,
        { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        token,
      ),
    get: (path, token) => call(path, { method: 'GET' }, token),
    async mails(to) {
      const { body } = await kit.get(`${API_PATHS.devMailbox}?to=${encodeURIComponent(to)}`)
      return body.messages as DevMail[]
    },
    async lastCode(to) {
      const code = (await kit.mails(to)).at(-1)?.code
      if (code === undefined) throw new TestKitError(TEST_KIT_MESSAGES.noCodeMailed(to), { code: 'NO_MAIL' })
      return code
    },
    async signIn(email, deviceId = 'device-1') {
      const start = await kit.post(API_PATHS.emailStart, { email, deviceId })
      const verify = await kit.post(API_PATHS.emailVerify, {
        loginId: start.body.loginId,
        otp: await kit.lastCode(email),
      })
      if (verify.status !== 200)
        throw new TestKitError(TEST_KIT_MESSAGES.signInRefused(JSON.stringify(verify.body)), {
          code: 'STEP_REFUSED',
        })
      return verify.body as unknown as SessionResponse
    },
    async challenge(token) {
      const answer = await kit.post(API_PATHS.walletChallenge, {}, token)
      if (answer.status !== 200)
        throw new TestKitError(TEST_KIT_MESSAGES.noWalletChallenge(JSON.stringify(answer.body)), {
          code: 'STEP_REFUSED',
        })
      return String(answer.body.challenge)
    },
    async bindWallet(session, keys) {
      const challenge = await kit.challenge(session.token)
      const body = await signWalletProof(keys, { service: service.url, userId: session.user.id, challenge })
      return kit.post(API_PATHS.wallet, body, session.token)
    },
  }
  return kit
}
