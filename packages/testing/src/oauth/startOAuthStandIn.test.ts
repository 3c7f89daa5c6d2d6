import { createHmac } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { s256Challenge } from './pkceChallenge'
import { type OAuthStandIn, startOAuthStandIn } from './startOAuthStandIn'

const REDIRECT = 'http://127.0.0.1:9/callback'
const VERIFIER = 'abcdefghijklmnopqrstuvwxyz0123456789-._~ABC' // 43 characters
let standIn: OAuthStandIn
let clock = 1_700_000_000_000

beforeEach(async () => {
  clock = 1_700_000_000_000
  standIn = await startOAuthStandIn({
    clients: [
      { clientId: 'latch', clientSecret: 'top-secret', redirectUris: [REDIRECT] },
      { clientId: 'public', redirectUris: [REDIRECT] },
    ],
    user: { sub: 'u-42', email: 'ada@example.com', name: 'Ada Lovelace', preferred_username: 'ada' },
    now: () => clock,
  })
})
afterEach(() => standIn.close())

function authorizeUrl(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: 'latch',
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: 'st-1',
    nonce: 'n-1',
    code_challenge: s256Challenge(VERIFIER),
    code_challenge_method: 'S256',
    ...overrides,
  }
  const url = new URL('/authorize', standIn.url)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return url.href
}

async function decide(overrides: Record<string, string | undefined> = {}, decision = 'allow'): Promise<URL> {
  const page = await (await fetch(authorizeUrl(overrides))).text()
  const requestId = /name="request_id" value="([^"]+)"/.exec(page)?.[1] ?? ''
  const response = await fetch(`${standIn.url}/authorize/decision`, {
    method: 'POST',
    body: new URLSearchParams({ request_id: requestId, decision }),
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location') ?? '')
}

function exchange(fields: Record<string, string>) {
  return fetch(`${standIn.url}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      client_id: 'latch',
      client_secret: 'top-secret',
      code_verifier: VERIFIER,
      ...fields,
    }),
  })
}

describe('OAuth stand-in', () => {
  it('publishes its endpoints in the OpenID discovery document and providerConfig', async () => {
    const doc = await (await fetch(`${standIn.url}/.well-known/openid-configuration`)).json()
    expect(doc).toMatchObject({
      issuer: standIn.issuer,
      authorization_endpoint: `${standIn.url}/authorize`,
      token_endpoint: `${standIn.url}/token`,
      userinfo_endpoint: `${standIn.url}/userinfo`,
      code_challenge_methods_supported: ['S256'],
    })
    expect(standIn.providerConfig('latch')).toEqual({
      authorizationEndpoint: doc.authorization_endpoint,
      tokenEndpoint: doc.token_endpoint,
      userinfoEndpoint: doc.userinfo_endpoint,
      clientId: 'latch',
      clientSecret: 'top-secret',
    })
  })

  it('shows a script-free sign-in page naming the stand-in with Continue and Cancel buttons', async () => {
    const response = await fetch(authorizeUrl())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toMatch(/<h1>Sign in with the Latch OAuth stand-in<\/h1>/)
    expect(html).toContain('<form method="post" action="/authorize/decision">')
    expect(html).toContain('>Continue as Ada Lovelace</button>')
    expect(html).toContain('>Cancel</button>')
    expect(html).not.toContain('<script')
  })

  it('shows an error page, without redirecting, for an unknown client or an unregistered redirect_uri', async () => {
    const badClient = await fetch(authorizeUrl({ client_id: 'nope' }), { redirect: 'manual' })
    expect(badClient.status).toBe(400)
    expect(await badClient.text()).toContain('Unknown client_id &quot;nope&quot;')
    const badRedirect = await fetch(authorizeUrl({ redirect_uri: `${REDIRECT}/other` }), {
      redirect: 'manual',
    })
    expect(badRedirect.status).toBe(400)
    expect(badRedirect.headers.get('location')).toBeNull()
    expect(await badRedirect.text()).toContain('is not registered')
  })

  it('redirects back with invalid_request when the PKCE S256 challenge is missing', async () => {
    const response = await fetch(authorizeUrl({ code_challenge_method: 'plain' }), { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('state')).toBe('st-1')
  })

  it('redirects with code and state on Continue, and with access_denied on Cancel', async () => {
    const allowed = await decide()
    expect(`${allowed.origin}${allowed.pathname}`).toBe(REDIRECT)
    expect(allowed.searchParams.get('code')).toMatch(/^[\w-]{43}$/)
    expect(allowed.searchParams.get('state')).toBe('st-1')
    const denied = await decide({}, 'deny')
    expect(denied.searchParams.get('error')).toBe('access_denied')
    expect(denied.searchParams.get('state')).toBe('st-1')
    expect(denied.searchParams.has('code')).toBe(false)
  })

  it('trades a code once for tokens with an HS256 id_token and serves the user at /userinfo', async () => {
    const code = (await decide()).searchParams.get('code') ?? ''
    const response = await exchange({ code })
    expect(response.status).toBe(200)
    const tokens = await response.json()
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' })
    const [header, payload, signature] = String(tokens.id_token).split('.')
    expect(createHmac('sha256', 'top-secret').update(`${header}.${payload}`).digest('base64url')).toBe(
      signature,
    )
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      iss: standIn.issuer,
      aud: 'latch',
      sub: 'u-42',
      nonce: 'n-1',
    })
    const info = await fetch(`${standIn.url}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(await info.json()).toEqual({
      sub: 'u-42',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'ada',
    })
    const again = await exchange({ code })
    expect(again.status).toBe(400)
    expect((await again.json()).error).toBe('invalid_grant')
  })

  it('rejects a wrong PKCE code_verifier with invalid_grant', async () => {
    const code = (await decide()).searchParams.get('code') ?? ''
    const response = await exchange({ code, code_verifier: 'w'.repeat(43) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('rejects a wrong client secret with invalid_client and a wrong redirect_uri with invalid_grant', async () => {
    const code = (await decide()).searchParams.get('code') ?? ''
    const badSecret = await exchange({ code, client_secret: 'guess' })
    expect(badSecret.status).toBe(401)
    expect((await badSecret.json()).error).toBe('invalid_client')
    const other = (await decide()).searchParams.get('code') ?? ''
    const badRedirect = await exchange({ code: other, redirect_uri: 'http://127.0.0.1:9/elsewhere' })
    expect((await badRedirect.json()).error).toBe('invalid_grant')
  })

  it('expires codes after 60 seconds', async () => {
    const code = (await decide()).searchParams.get('code') ?? ''
    clock += 60_001
    const response = await exchange({ code })
    expect((await response.json()).error).toBe('invalid_grant')
  })

  it('gives a public client an unsigned id_token and refuses userinfo without a valid token', async () => {
    const code = (await decide({ client_id: 'public' })).searchParams.get('code') ?? ''
    const response = await exchange({ code, client_id: 'public', client_secret: '' })
    const tokens = await response.json()
    const header = JSON.parse(
      Buffer.from(String(tokens.id_token).split('.')[0] ?? '', 'base64url').toString(),
    )
    expect(header.alg).toBe('none')
    const info = await fetch(`${standIn.url}/userinfo`, { headers: { authorization: 'Bearer forged' } })
    expect(info.status).toBe(401)
  })
})
