// Test helpers of the handler tests: a stand-in verifier (the signature is `signed:<account>`),
// and a browser that keeps the session token. Not part of the package (nothing exports it).
import { type SiwxMessageData, type SiwxSession, type SiwxVerifier, siwxRefusal } from '@latch/core/kit'
import { createSiwxHandler, type SiwxHandler, type SiwxHandlerOptions } from '../server/createSiwxHandler'
import type { SiwxStore } from '../store/types'

export const SECRET = 'latch-unit-test-secret-0123456789abcdef'
export const DOMAIN = 'app.example'
export const URI = 'https://app.example'
export const CHAIN = 'eip155:1'
export const NOW = Date.parse('2026-11-25T10:00:00.000Z')

/** An EVM-namespace verifier whose message is the data as JSON and whose signature is `signed:<account>`. */
export const fakeVerifier: SiwxVerifier = {
  namespace: 'eip155',
  formatMessage: (data) => JSON.stringify(data),
  parseMessage: (message) => JSON.parse(message) as SiwxMessageData,
  async check(session, expected) {
    const valid =
      session.message === JSON.stringify(session.data) &&
      session.signature === `signed:${session.data.accountAddress}` &&
      session.data.domain === expected?.domain &&
      session.data.nonce === expected?.nonce
    return valid
      ? { valid: true, data: session.data }
      : { valid: false, error: siwxRefusal('invalidSignature') }
  },
  async verify(session, expected) {
    return (await this.check(session, expected)).valid
  },
}

/** A handler of the test app (fixed clock) on `store`. */
export function testHandler(store: SiwxStore, options: Partial<SiwxHandlerOptions> = {}): SiwxHandler {
  return createSiwxHandler({
    domain: DOMAIN,
    uri: URI,
    secret: SECRET,
    store,
    verifiers: [fakeVerifier],
    now: () => NOW,
    ...options,
  })
}

/** The token a response sets in its cookie ('' when it clears it), or undefined when it sets none. */
export const setToken = (response: Response): string | undefined => {
  const line = response.headers.getSetCookie()[0]
  return line === undefined ? undefined : (/^latch_siwx=([^;]*)/.exec(line)?.[1] ?? undefined)
}

/** A request to the handler, as the app's page sends it (same origin), with a session token. */
export function send(
  handler: SiwxHandler,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  init: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: new URL(URI).origin, ...init.headers }
  if (init.token) headers.cookie = `latch_siwx=${init.token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const body = init.body === undefined ? null : JSON.stringify(init.body)
  return handler(new Request(`${URI}/api/siwx/${path}`, { method, headers, body }))
}

/** A signed sign-in of `account` on a fresh nonce of `handler`. */
export async function signed(handler: SiwxHandler, account: string): Promise<SiwxSession> {
  const answer = await send(handler, 'GET', `nonce?chainId=${CHAIN}&address=${account}`)
  const { data } = (await answer.json()) as { data: SiwxMessageData }
  return { data, message: JSON.stringify(data), signature: `signed:${account}` }
}

/** Posts a sign-in with `token` (if any); the answer's status and the token it sets. */
export async function postSignIn(handler: SiwxHandler, session: SiwxSession, token?: string) {
  const response = await send(handler, 'POST', 'session', { token, body: session })
  return { status: response.status, token: setToken(response) }
}

/** The accounts signed in on `token`, or undefined (401). */
export async function accountsOf(
  handler: SiwxHandler,
  token: string | undefined,
): Promise<string[] | undefined> {
  const response = await send(handler, 'GET', 'session', { token })
  if (response.status === 401) return undefined
  const { sessions } = (await response.json()) as { sessions: SiwxSession[] }
  return sessions.map((s) => s.data.accountAddress)
}
