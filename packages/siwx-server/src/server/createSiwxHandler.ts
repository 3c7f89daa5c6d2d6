import { randomBytes } from 'node:crypto'
import {
  type CaipNetworkId,
  findSiwxDataMismatch,
  isSiwxSession,
  LatchError,
  parseCaipNetworkId,
  readBodyCapped,
  SIWX_LIMITS,
  type SiwxError,
  type SiwxMessageData,
  type SiwxSession,
  type SiwxVerifier,
  siwxRefusal,
  ValidationError,
} from '@latch/core/kit'
import { SIWX_SERVER_MESSAGES } from '../errors/siwxServerMessages'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
import type { SiwxSessionRecord, SiwxStore } from '../store/types'
import { readCookie, sessionCookie } from './cookies'
import { isUnexpired, recordSignIn, recordSignOut, type SessionRules } from './sessionChanges'
import { readSessionToken, signSessionToken } from './sessionToken'

/**
 * Options of {@link createSiwxHandler}.
 *
 * @example
 * ```ts
 * const options: SiwxHandlerOptions = {
 *   domain: 'app.example', uri: 'https://app.example', secret: process.env.SIWX_SECRET!,
 *   store: createSqliteSiwxStore({ path: 'siwx.db' }), verifiers: [createEvmSiwxVerifier()],
 * }
 * ```
 */
export type SiwxHandlerOptions = {
  /** The app's domain (host) written into every message and required of every signed one. */
  domain: string
  /** The app's URI written into every message and required of every signed one. */
  uri: string
  /** The app's secret: the HMAC-SHA256 key of session tokens, at least 32 bytes. */
  secret: string | Uint8Array
  /** Where nonces and sessions are kept. */
  store: SiwxStore
  /** One verifier per namespace sign-in is offered on (e.g. from @latch/evm, @latch/solana, @latch/stacks). */
  verifiers: readonly SiwxVerifier[]
  /** Statement written into every message. */
  statement?: string | undefined
  /** Resources written into every message. */
  resources?: readonly string[] | undefined
  /** Request id written into every message. */
  requestId?: string | undefined
  /** Message Expiration Time, after issuance; default none (the session life still applies). */
  expirationMs?: number | undefined
  /** Session life; default `SIWX_SERVER_LIMITS.sessionTtlMs` (7 days). */
  sessionTtlMs?: number | undefined
  /** `cookie` (default): an HttpOnly, Secure, SameSite=Lax cookie. `bearer`: the token in the answer, read back from `Authorization: Bearer`. */
  transport?: 'cookie' | 'bearer'
  /** Cookie name; default `latch_siwx`. */
  cookieName?: string
  /** Cookie path; default `/`. */
  cookiePath?: string
  /**
   * Origins whose pages may sign in and out (checked on POST and DELETE when the browser sends an
   * `Origin` header); default the origin of `uri`. Requests from other sites get 403.
   */
  allowedOrigins?: readonly string[]
  /** Clock (epoch ms); default `Date.now`. */
  now?: () => number
}

/**
 * A signed-in visitor as a protected endpoint sees it: the sign-in sessions (network, account, the
 * signed message) and when the session ends.
 *
 * @example
 * ```ts
 * const session = await siwx.getSession(request)
 * if (!session) return new Response(null, { status: 401 })
 * const [{ data }] = session.sessions // data.accountAddress, data.chainId
 * ```
 */
export type SiwxServerSession = { id: string; sessions: SiwxSession[]; expiresAt: number }

/**
 * The kit's Fetch-API handler (`Request → Response`) with `getSession` for protected endpoints.
 *
 * @example
 * ```ts
 * export const GET = siwx, POST = siwx, DELETE = siwx // a Next.js route handler
 * ```
 */
export type SiwxHandler = ((request: Request) => Promise<Response>) & {
  /** The request's unexpired, unrevoked session, or undefined. */
  getSession(request: Request): Promise<SiwxServerSession | undefined>
}

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
const refused = (status: number, error: LatchError) =>
  json(status, { error: { code: error.code, message: error.shortMessage } })
const badRequest = (code: string, message: string) => json(400, { error: { code, message } })

const toKey = (secret: string | Uint8Array): Uint8Array => {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret
  if (key.length < SIWX_SERVER_LIMITS.secretBytes) {
    throw new ValidationError(SIWX_SERVER_MESSAGES.weakSecret(SIWX_SERVER_LIMITS.secretBytes), {
      code: 'SIWX_WEAK_SECRET',
    })
  }
  return key
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The server sign-in kit as one Fetch-API handler; it answers by the last segment of the path, so
 * it mounts under any prefix:
 * - `GET …/nonce?chainId=<CAIP-2>&address=<account>`: a fresh nonce (128 bits from the CSPRNG,
 *   single use, 10 minutes) bound to this domain, URI, network and account, with the exact message
 *   to sign: `{ data, message }`.
 * - `POST …/session` with `{ data, message, signature }`: takes the nonce (atomically, once), then
 *   checks with the namespace's verifier that the message parses to the data, is for this domain,
 *   URI, network and nonce, is within its time bounds, and is signed by the account; then that every
 *   field (issuedAt, expirationTime, notBefore, statement, resources, requestId, ...) is what the
 *   nonce was issued for. Answers 200 with the session (and a cookie, or the token when `bearer`),
 *   always under a new session id (the requester's own session's accounts move to it), or 401
 *   with the refusal's code (`SIWX_NONCE_USED`, `SIWX_WRONG_DOMAIN`, ...).
 * - `GET …/session`: 200 `{ sessions, expiresAt }`, or 401.
 * - `DELETE …/session[?chainId=&address=]`: revokes the session (or one account's sign-in in it)
 *   on the server and clears the cookie: 204.
 *
 * POST and DELETE from a page of another site (an `Origin` not in `allowedOrigins`) get 403, and a
 * session must be posted as `application/json`, so another site cannot sign a visitor in or out.
 *
 * @param options - See {@link SiwxHandlerOptions}.
 * @returns The handler, with `getSession(request)`.
 * @throws ValidationError when the secret is shorter than 32 bytes.
 * @example
 * ```ts
 * const siwx = createSiwxHandler({
 *   domain: 'app.example', uri: 'https://app.example', secret: process.env.SIWX_SECRET!,
 *   store: createSqliteSiwxStore({ path: 'siwx.db' }),
 *   verifiers: [createEvmSiwxVerifier(), createSolanaSiwxVerifier(), ...Object.values(stacksVerifiers)],
 * })
 * http.createServer(toNodeHandler(siwx)).listen(3000)
 * ```
 */
export function createSiwxHandler(options: SiwxHandlerOptions): SiwxHandler {
  const key = toKey(options.secret)
  const now = options.now ?? (() => Date.now())
  const transport = options.transport ?? 'cookie'
  const cookieName = options.cookieName ?? 'latch_siwx'
  const cookiePath = options.cookiePath ?? '/'
  const sessionTtlMs = options.sessionTtlMs ?? SIWX_SERVER_LIMITS.sessionTtlMs
  const { store } = options
  const rules: SessionRules = { store, domain: options.domain, sessionTtlMs }
  const allowedOrigins = new Set(options.allowedOrigins ?? [new URL(options.uri).origin])
  let lastSweep = Number.NEGATIVE_INFINITY

  const sweep = async () => {
    const at = now()
    if (at - lastSweep < SIWX_SERVER_LIMITS.sweepEveryMs) return
    lastSweep = at
    await store.sweep(at)
  }

  const verifierFor = (chainId: string): SiwxVerifier | SiwxError => {
    let namespace: string
    try {
      namespace = parseCaipNetworkId(chainId).namespace
    } catch {
      return siwxRefusal('malformedSession', `chain id "${chainId}"`)
    }
    return (
      options.verifiers.find((v) => v.namespace === namespace) ?? siwxRefusal('unsupportedNetwork', chainId)
    )
  }

  const tokenOf = (request: Request): string | undefined => {
    if (transport === 'bearer') {
      const match = /^Bearer ([A-Za-z0-9_.-]{1,200})$/.exec(request.headers.get('authorization') ?? '')
      return match?.[1]
    }
    return readCookie(request.headers.get('cookie'), cookieName)
  }

  /**
   * The request's record, with only its unexpired sign-ins: when its token is canonical and signed
   * for this app, and the record exists, is of this app and unexpired, with a sign-in left.
   */
  const currentRecord = async (request: Request): Promise<SiwxSessionRecord | undefined> => {
    const token = tokenOf(request)
    const id = token === undefined ? undefined : readSessionToken(key, options.domain, token)
    if (id === undefined) return undefined
    const record = await store.getSession(id)
    const at = now()
    if (!record || record.domain !== options.domain || record.expiresAt <= at) return undefined
    const sessions = record.sessions.filter((s) => isUnexpired(s, at))
    return sessions.length > 0 ? { ...record, sessions } : undefined
  }

  const getSession = async (request: Request): Promise<SiwxServerSession | undefined> => {
    const record = await currentRecord(request)
    return record && { id: record.id, sessions: record.sessions, expiresAt: record.expiresAt }
  }

  const issueNonce = async (url: URL): Promise<Response> => {
    const chainId = url.searchParams.get('chainId') ?? ''
    const address = url.searchParams.get('address') ?? ''
    if (!chainId || !address || address.length > SIWX_LIMITS.fieldChars)
      return badRequest('SIWX_BAD_REQUEST', SIWX_SERVER_MESSAGES.accountRequired)
    const verifier = verifierFor(chainId)
    if (verifier instanceof LatchError) return refused(400, verifier)
    await sweep()
    const issued = now()
    const data: SiwxMessageData = {
      accountAddress: address,
      chainId: chainId as CaipNetworkId,
      domain: options.domain,
      uri: options.uri,
      version: '1',
      nonce: randomBytes(SIWX_SERVER_LIMITS.nonceBytes).toString('hex'),
      issuedAt: new Date(issued).toISOString(),
    }
    if (options.statement !== undefined) data.statement = options.statement
    if (options.expirationMs !== undefined)
      data.expirationTime = new Date(issued + options.expirationMs).toISOString()
    if (options.requestId !== undefined) data.requestId = options.requestId
    if (options.resources !== undefined) data.resources = [...options.resources]
    let message: string
    try {
      // Refuses data that cannot be written faithfully (e.g. a malformed address): nothing issued.
      message = verifier.formatMessage(data)
    } catch (error) {
      return error instanceof LatchError
        ? refused(400, error)
        : badRequest('SIWX_BAD_REQUEST', SIWX_SERVER_MESSAGES.messageNotMade)
    }
    await store.putNonce({ nonce: data.nonce, data, expiresAt: issued + SIWX_SERVER_LIMITS.nonceTtlMs })
    return json(200, { data, message })
  }

  /** Verifies a posted session; the refusal, or the verified session. */
  const verify = async (session: SiwxSession): Promise<SiwxError | SiwxSession> => {
    const taken = await store.takeNonce(session.data.nonce)
    if (taken.status !== 'taken') return siwxRefusal(taken.status === 'used' ? 'usedNonce' : 'unknownNonce')
    const issued = taken.record.data
    const at = now()
    if (at >= taken.record.expiresAt) return siwxRefusal('expiredNonce')
    // A store shared with another app (or another mount) issued it for its own domain or URI.
    if (issued.domain !== options.domain) return siwxRefusal('wrongDomain', issued.domain)
    if (issued.uri !== options.uri) return siwxRefusal('wrongUri', issued.uri)
    const verifier = verifierFor(issued.chainId)
    if (verifier instanceof LatchError) return verifier
    const result = await verifier.check(session, {
      domain: options.domain,
      uri: options.uri,
      chainId: issued.chainId,
      nonce: taken.record.nonce,
      now: new Date(at),
    })
    if (!result.valid) return result.error
    const mismatch = findSiwxDataMismatch(issued, result.data)
    if (mismatch) return siwxRefusal('notIssued', mismatch)
    return session
  }

  const signIn = async (request: Request): Promise<Response> => {
    const bytes = await readBodyCapped(request, SIWX_SERVER_LIMITS.bodyBytes)
    const text = bytes === 'tooLarge' ? undefined : new TextDecoder().decode(bytes)
    if (text === undefined)
      return json(413, { error: { code: 'SIWX_TOO_LARGE', message: SIWX_SERVER_MESSAGES.bodyTooLarge } })
    // JSON only: a cross-site form cannot send it without a CORS preflight.
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
      return badRequest('SIWX_BAD_REQUEST', SIWX_SERVER_MESSAGES.notJson)
    const session = parseJson(text)
    if (!isSiwxSession(session)) return refused(400, siwxRefusal('malformedSession'))
    const verified = await verify(session)
    if (verified instanceof LatchError) return refused(401, verified)
    // A new session id on every sign-in; the accounts of the requester's own session (a valid token
    // of this app, on a request that passed the origin check) move to it. See sessionChanges.ts.
    const proven = await currentRecord(request)
    const at = now()
    const record = await recordSignIn(rules, verified, proven?.id, at)
    const token = signSessionToken(key, options.domain, record.id)
    const body = { session: verified, expiresAt: record.expiresAt }
    if (transport === 'bearer') return json(200, { ...body, token })
    const maxAgeSeconds = Math.floor((record.expiresAt - at) / 1000)
    return json(200, body, {
      'set-cookie': sessionCookie(cookieName, token, { path: cookiePath, maxAgeSeconds }),
    })
  }

  const signOut = async (request: Request, url: URL): Promise<Response> => {
    const current = await currentRecord(request)
    const chainId = url.searchParams.get('chainId')
    const address = url.searchParams.get('address')
    // Without both chainId and address, the whole session is signed out.
    const account = chainId && address ? { chainId, address } : undefined
    const removal = current ? await recordSignOut(rules, current.id, account, now()) : 'missing'
    if (removal === 'kept')
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
    const headers: Record<string, string> = { 'cache-control': 'no-store' }
    if (transport === 'cookie')
      headers['set-cookie'] = sessionCookie(cookieName, '', { path: cookiePath, maxAgeSeconds: 0 })
    return new Response(null, { status: 204, headers })
  }

  /** A state-changing request sent by a page of another site (login or logout forgery). */
  const isForeign = (request: Request) => {
    const origin = request.headers.get('origin')
    return origin !== null && !allowedOrigins.has(origin)
  }

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    if ((request.method === 'POST' || request.method === 'DELETE') && isForeign(request))
      return json(403, {
        error: { code: 'SIWX_FOREIGN_ORIGIN', message: SIWX_SERVER_MESSAGES.foreignOrigin },
      })
    const route = url.pathname.replace(/\/+$/, '').split('/').pop()
    if (route === 'nonce') {
      return request.method === 'GET' ? issueNonce(url) : json(405, { error: { code: 'METHOD_NOT_ALLOWED' } })
    }
    if (route === 'session') {
      if (request.method === 'POST') return signIn(request)
      if (request.method === 'DELETE') return signOut(request, url)
      if (request.method === 'GET') {
        const session = await getSession(request)
        if (!session)
          return refused(
            401,
            new ValidationError(SIWX_SERVER_MESSAGES.notSignedIn, { code: 'SIWX_NO_SESSION' }),
          )
        return json(200, { sessions: session.sessions, expiresAt: session.expiresAt })
      }
      return json(405, { error: { code: 'METHOD_NOT_ALLOWED' } })
    }
    return json(404, { error: { code: 'NOT_FOUND' } })
  }

  return Object.assign(handle, { getSession })
}
