/**
 * TEST / DEV PART — not a real identity provider. A local OAuth 2.0 authorisation server with the
 * OpenID Connect endpoints an app needs (discovery, authorize, token, userinfo), so the embedded
 * wallet's social login runs end to end on loopback without Google, GitHub or any network. It
 * signs in one configurable user, keeps everything in memory, and checks what a real provider
 * checks: the client, the exact redirect URI, one-time 60-second codes, the client secret and the
 * PKCE S256 verifier.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readRequestUrl } from '../net/readRequestUrl'
import { AUTHORIZE_CSS, errorPage, pageCsp, signInPage } from './authorizePages'
import { isValidVerifier, s256Challenge } from './pkceChallenge'
import { readFormBody } from './readFormBody'
import { signIdToken } from './signIdToken'

/**
 * A client registered with the stand-in.
 *
 * @example
 * ```ts
 * const client: OAuthStandInClient = { clientId: 'latch', clientSecret: 's3cret', redirectUris: ['http://127.0.0.1:4000/v1/social/callback'] }
 * ```
 */
export type OAuthStandInClient = {
  clientId: string
  /** When set, `/token` requires it (`client_secret_post` or HTTP Basic) and ID tokens are HS256-signed with it. */
  clientSecret?: string
  /** Redirect URIs accepted at `/authorize` and `/token`, compared exactly. */
  redirectUris: string[]
}

/**
 * The user the stand-in signs in: the claims `/userinfo` answers. `email_verified` is `true` with an
 * email unless set: `false` answers it so, and `null` leaves the claim out (as providers that do not
 * say whether they verified the address do).
 *
 * @example
 * ```ts
 * const user: OAuthStandInUser = { sub: 'gh-42', email: 'ada@example.com', name: 'Ada', preferred_username: 'ada' }
 * ```
 */
export type OAuthStandInUser = {
  sub: string
  email?: string
  email_verified?: boolean | null
  name?: string
  preferred_username?: string
}

/**
 * Options of {@link startOAuthStandIn}.
 *
 * @example
 * ```ts
 * const options: OAuthStandInOptions = { clients: [{ clientId: 'latch', redirectUris: [callback] }] }
 * ```
 */
export type OAuthStandInOptions = {
  /** Registered clients (more can be registered later with {@link OAuthStandIn.registerClient}). */
  clients?: OAuthStandInClient[]
  /** The signed-in user; default {@link DEFAULT_STAND_IN_USER}. */
  user?: OAuthStandInUser
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (a free port). */
  port?: number
  /** Clock in ms, for code and token expiry in tests; default `Date.now`. */
  now?: () => number
}

/**
 * The endpoints and client credentials an OAuth client needs; matches the auth service's
 * `OAuthProviderConfig`.
 *
 * @example
 * ```ts
 * startAuthService({ socialProviders: { github: standIn.providerConfig('latch') }, ... })
 * ```
 */
export type OAuthStandInProviderConfig = {
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string
  clientId: string
  clientSecret?: string
}

/**
 * A running stand-in.
 *
 * @example
 * ```ts
 * const standIn = await startOAuthStandIn()
 * standIn.registerClient({ clientId: 'latch', redirectUris: [callback] })
 * await standIn.close()
 * ```
 */
export type OAuthStandIn = {
  /** Base URL, `http://127.0.0.1:<port>`. */
  url: string
  /** The issuer (`iss` of ID tokens and discovery); equals `url`. */
  issuer: string
  /** Endpoints plus the client's id (and secret, if it has one) for the relying party's config. */
  providerConfig(clientId: string): OAuthStandInProviderConfig
  /** Registers a client, replacing any registration with the same id. */
  registerClient(client: OAuthStandInClient): void
  /** Changes the user signed in from now on. */
  setUser(user: OAuthStandInUser): void
  /** Stops the server. */
  close(): Promise<void>
}

/**
 * The user signed in when no `user` option is given.
 *
 * @example
 * ```ts
 * DEFAULT_STAND_IN_USER.sub // 'stand-in-dev-user'
 * ```
 */
export const DEFAULT_STAND_IN_USER: OAuthStandInUser = {
  sub: 'stand-in-dev-user',
  email: 'dev.user@example.com',
  name: 'Dev User',
  preferred_username: 'devuser',
}

const CODE_TTL_MS = 60_000
const REQUEST_TTL_MS = 10 * 60_000
const TOKEN_TTL_S = 3600

type PendingRequest = {
  clientId: string
  redirectUri: string
  state: string | null
  codeChallenge: string
  scope: string
  nonce: string | null
  expiresAt: number
}
type IssuedCode = Omit<PendingRequest, 'state'> & { user: OAuthStandInUser }
type IssuedToken = { user: OAuthStandInUser; scope: string; expiresAt: number }

const randomToken = () => randomBytes(32).toString('base64url')

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(JSON.stringify(body))
}

function sendPage(response: ServerResponse, status: number, html: string, csp = pageCsp()) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  })
  response.end(html)
}

function redirect(response: ServerResponse, target: string, params: Record<string, string | null>) {
  const url = new URL(target)
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value)
  response.writeHead(302, { location: url.href, 'cache-control': 'no-store' })
  response.end()
}

function tokenError(response: ServerResponse, status: number, error: string, description: string) {
  sendJson(response, status, { error, error_description: description })
}

function basicCredentials(request: IncomingMessage): { id: string; secret: string } | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Basic ')) return undefined
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    }
  } catch {
    return undefined // a malformed percent-escape: no credentials
  }
}

function userClaims(user: OAuthStandInUser): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: user.sub }
  if (user.email !== undefined) {
    claims.email = user.email
    if (user.email_verified !== null) claims.email_verified = user.email_verified ?? true
  }
  if (user.name !== undefined) claims.name = user.name
  if (user.preferred_username !== undefined) claims.preferred_username = user.preferred_username
  return claims
}

/**
 * Starts the OAuth 2.0 / OIDC stand-in on loopback (a test and dev part, not a real provider).
 *
 * Endpoints: `GET /.well-known/openid-configuration`; `GET /authorize` (checks `client_id`, the
 * exact `redirect_uri` — both shown as an error page, never redirected — then `response_type=code`
 * and a `code_challenge` with `code_challenge_method=S256`, which redirect back with
 * `error=invalid_request`) answering a sign-in page; `POST /authorize/decision` (302 to
 * `redirect_uri?code&state`, or `?error=access_denied&state` on Cancel); `POST /token`
 * (form-encoded `authorization_code` grant; one-time 60-second code, client and secret, redirect
 * URI and PKCE verifier; `invalid_grant` / `invalid_client` otherwise) answering
 * `{ access_token, token_type: 'Bearer', expires_in, scope, id_token }` where `id_token` is HS256
 * with the client secret, or unsigned (`alg: none`) for a public client; `GET /userinfo` (Bearer)
 * answering the user's claims.
 *
 * @param options - Clients, user, host, port and clock.
 * @returns The running stand-in.
 * @example
 * ```ts
 * const standIn = await startOAuthStandIn({ user: { sub: 'u1', name: 'Ada' } })
 * const auth = await startAuthService({ socialProviders: { github: standIn.providerConfig('latch') }, ... })
 * standIn.registerClient({ clientId: 'latch', redirectUris: [`${auth.url}/v1/social/callback`] })
 * ```
 */
export async function startOAuthStandIn(options: OAuthStandInOptions = {}): Promise<OAuthStandIn> {
  const now = options.now ?? Date.now
  const clients = new Map<string, OAuthStandInClient>()
  for (const client of options.clients ?? []) clients.set(client.clientId, client)
  let user = options.user ?? DEFAULT_STAND_IN_USER
  const pending = new Map<string, PendingRequest>()
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, IssuedToken>()
  let baseUrl = ''

  const discovery = () => ({
    issuer: baseUrl,
    authorization_endpoint: `${baseUrl}/authorize`,
    token_endpoint: `${baseUrl}/token`,
    userinfo_endpoint: `${baseUrl}/userinfo`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['HS256', 'none'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic', 'none'],
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: ['sub', 'email', 'email_verified', 'name', 'preferred_username'],
  })

  const authorize = (response: ServerResponse, query: URLSearchParams) => {
    const clientId = query.get('client_id') ?? ''
    const client = clients.get(clientId)
    if (!client) return sendPage(response, 400, errorPage(`Unknown client_id "${clientId}".`))
    const redirectUri = query.get('redirect_uri') ?? ''
    if (!client.redirectUris.includes(redirectUri))
      return sendPage(
        response,
        400,
        errorPage(`The redirect_uri "${redirectUri}" is not registered for ${clientId}.`),
      )
    const state = query.get('state')
    const fail = (description: string) =>
      redirect(response, redirectUri, { error: 'invalid_request', error_description: description, state })
    if (query.get('response_type') !== 'code') return fail('response_type must be "code".')
    const codeChallenge = query.get('code_challenge') ?? ''
    if (query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
      return fail('A PKCE code_challenge with code_challenge_method=S256 is required.')
    const requestId = randomToken()
    const scope = query.get('scope') ?? 'openid'
    pending.set(requestId, {
      clientId,
      redirectUri,
      state,
      codeChallenge,
      scope,
      nonce: query.get('nonce'),
      expiresAt: now() + REQUEST_TTL_MS,
    })
    const userName = user.name ?? user.preferred_username ?? user.email ?? user.sub
    sendPage(
      response,
      200,
      signInPage({ requestId, clientId, userName, scope }),
      pageCsp(new URL(redirectUri).origin),
    )
  }

  const decide = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readFormBody(request)
    const requestId = form?.get('request_id') ?? ''
    const found = pending.get(requestId)
    pending.delete(requestId)
    if (!found || found.expiresAt <= now())
      return sendPage(
        response,
        400,
        errorPage('This sign-in request is unknown or has expired. Start again.'),
      )
    if (form?.get('decision') !== 'allow')
      return redirect(response, found.redirectUri, { error: 'access_denied', state: found.state })
    const code = randomToken()
    const { state: _state, ...rest } = found
    codes.set(code, { ...rest, user, expiresAt: now() + CODE_TTL_MS })
    redirect(response, found.redirectUri, { code, state: found.state })
  }

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readFormBody(request)
    if (!form) return tokenError(response, 400, 'invalid_request', 'Body too large.')
    if (form.get('grant_type') !== 'authorization_code')
      return tokenError(response, 400, 'unsupported_grant_type', 'Only authorization_code is supported.')
    const basic = basicCredentials(request)
    const clientId = basic?.id ?? form.get('client_id') ?? ''
    const secret = basic?.secret ?? form.get('client_secret') ?? undefined
    const client = clients.get(clientId)
    if (!client) return tokenError(response, 401, 'invalid_client', `Unknown client "${clientId}".`)
    if (
      client.clientSecret !== undefined &&
      (secret === undefined || !sameSecret(secret, client.clientSecret))
    )
      return tokenError(response, 401, 'invalid_client', 'Client authentication failed.')
    const code = form.get('code') ?? ''
    const issued = codes.get(code)
    codes.delete(code)
    if (!issued || issued.expiresAt <= now())
      return tokenError(response, 400, 'invalid_grant', 'The code is invalid, expired or already used.')
    if (issued.clientId !== clientId)
      return tokenError(response, 400, 'invalid_grant', 'The code was issued to another client.')
    if (form.get('redirect_uri') !== issued.redirectUri)
      return tokenError(
        response,
        400,
        'invalid_grant',
        'redirect_uri does not match the authorisation request.',
      )
    const verifier = form.get('code_verifier') ?? ''
    if (!isValidVerifier(verifier) || !sameSecret(s256Challenge(verifier), issued.codeChallenge))
      return tokenError(response, 400, 'invalid_grant', 'code_verifier does not match the code_challenge.')
    const accessToken = randomToken()
    tokens.set(accessToken, { user: issued.user, scope: issued.scope, expiresAt: now() + TOKEN_TTL_S * 1000 })
    const issuedAt = Math.floor(now() / 1000)
    const idToken = signIdToken(
      {
        iss: baseUrl,
        aud: clientId,
        iat: issuedAt,
        exp: issuedAt + TOKEN_TTL_S,
        ...(issued.nonce === null ? {} : { nonce: issued.nonce }),
        ...userClaims(issued.user),
      },
      client.clientSecret,
    )
    sendJson(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      scope: issued.scope,
      id_token: idToken,
    })
  }

  const userinfo = (request: IncomingMessage, response: ServerResponse) => {
    const header = request.headers.authorization ?? ''
    const found = header.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined
    if (!found || found.expiresAt <= now())
      return sendJson(
        response,
        401,
        { error: 'invalid_token', error_description: 'Missing, unknown or expired access token.' },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      )
    sendJson(response, 200, userClaims(found.user))
  }

  const server = createServer((request, response) => {
    const url = readRequestUrl(request.url ?? '/')
    if (!url)
      return sendJson(response, 400, {
        error: 'invalid_request',
        error_description: 'Malformed request target.',
      })
    const route = `${request.method} ${url.pathname}`
    const handle = async () => {
      if (route === 'GET /.well-known/openid-configuration') return sendJson(response, 200, discovery())
      if (route === 'GET /authorize') return authorize(response, url.searchParams)
      if (route === 'GET /authorize.css') {
        response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' })
        return response.end(AUTHORIZE_CSS)
      }
      if (route === 'POST /authorize/decision') return decide(request, response)
      if (route === 'POST /token') return token(request, response)
      if (route === 'GET /userinfo' || route === 'POST /userinfo') return userinfo(request, response)
      sendJson(response, 404, { error: 'not_found' })
    }
    handle().catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { error: 'server_error', error_description: String(error) })
      else response.destroy()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  baseUrl = `http://${host}:${address.port}`

  return {
    url: baseUrl,
    issuer: baseUrl,
    providerConfig(clientId) {
      const secret = clients.get(clientId)?.clientSecret
      return {
        authorizationEndpoint: `${baseUrl}/authorize`,
        tokenEndpoint: `${baseUrl}/token`,
        userinfoEndpoint: `${baseUrl}/userinfo`,
        clientId,
        ...(secret === undefined ? {} : { clientSecret: secret }),
      }
    },
    registerClient(client) {
      clients.set(client.clientId, client)
    },
    setUser(next) {
      user = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
