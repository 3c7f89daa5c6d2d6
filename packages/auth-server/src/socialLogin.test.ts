import { runInNewContext } from 'node:vm'
import { API_PATHS } from '@latch/embedded-wallet'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { type OAuthStandIn, startOAuthStandIn } from '@latch/testing/oauth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { APP_ORIGIN, type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'
import { newSplit } from './testing/walletShareSets'

let standIn: OAuthStandIn
let kit: AuthTestKit

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  beforeEach(async () => {
    standIn = await startOAuthStandIn({
      clients: [{ clientId: 'latch', clientSecret: 'client-secret', redirectUris: [] }],
      user: { sub: 'gh-42', email: 'ada@example.com', name: 'Ada Lovelace', preferred_username: 'ada' },
    })
    kit = await startKit({ socialProviders: { github: standIn.providerConfig('latch') } })
    standIn.registerClient({
      clientId: 'latch',
      clientSecret: 'client-secret',
      redirectUris: [`${kit.url}${API_PATHS.socialCallback}`],
    })
  })
  afterEach(async () => {
    await kit.service.close()
    await standIn.close()
  })

  type CallbackPage = { status: number; csp: string | null; html: string; data: Record<string, string> }

  async function start(): Promise<{ uri: string; state: string; origin: string }> {
    const response = await kit.post('/v1/social/github/start', { origin: APP_ORIGIN })
    expect(response.status).toBe(200)
    return response.body as { uri: string; state: string; origin: string }
  }

  /** Opens the provider's page like the popup and presses a button; answers the redirect target. */
  async function pressButton(uri: string, decision: 'allow' | 'deny'): Promise<string> {
    const page = await (await fetch(uri)).text()
    const requestId = /name="request_id" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const response = await fetch(`${standIn.url}/authorize/decision`, {
      method: 'POST',
      body: new URLSearchParams({ request_id: requestId, decision }),
      redirect: 'manual',
    })
    return response.headers.get('location') ?? ''
  }

  async function openCallback(location: string): Promise<CallbackPage> {
    const response = await fetch(location)
    const html = await response.text()
    const main = /<main id="latch-social-result"([^>]*)>/.exec(html)?.[1] ?? ''
    const data = Object.fromEntries([...main.matchAll(/data-([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    return {
      status: response.status,
      csp: response.headers.get('content-security-policy'),
      html,
      data,
    } as CallbackPage
  }

  const errorCode = (body: Record<string, unknown>) => (body.error as { code: string }).code

  describe('social sign-in through the OAuth stand-in', () => {
    it('runs start → provider sign-in → callback page → finish and opens a session for the provider user', async () => {
      const started = await start()
      expect(started.origin).toBe(kit.url)
      const uri = new URL(started.uri)
      expect(`${uri.origin}${uri.pathname}`).toBe(`${standIn.url}/authorize`)
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'latch',
        redirect_uri: `${kit.url}/v1/social/callback`,
        scope: 'openid email profile',
        state: started.state,
        code_challenge_method: 'S256',
      })
      expect(uri.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
      expect(uri.searchParams.get('nonce')).toBeTruthy()

      const callback = await openCallback(await pressButton(started.uri, 'allow'))
      expect(callback.status).toBe(200)
      expect(callback.csp).toContain("default-src 'none'; script-src 'self'")
      expect(callback.html).toContain('<script src="callback.js" defer></script>')
      expect(callback.html).not.toMatch(/<script(?![^>]*\bsrc=)/)
      expect(callback.data).toEqual({
        state: started.state,
        code: expect.any(String),
        'app-origin': APP_ORIGIN,
      })

      const finish = await kit.post(API_PATHS.socialFinish, {
        state: started.state,
        code: callback.data.code,
      })
      expect(finish.status).toBe(200)
      expect(finish.body.user).toEqual({
        id: expect.any(String),
        email: 'ada@example.com',
        username: 'ada',
        socialProvider: 'github',
        preferredAccountType: 'eoa',
      })
      const me = await kit.get(API_PATHS.user, String(finish.body.token))
      expect(me.body.user).toEqual(finish.body.user)

      const replay = await kit.post(API_PATHS.socialFinish, {
        state: started.state,
        code: callback.data.code,
      })
      expect(errorCode(replay.body)).toBe('SOCIAL_INVALID')
      const again = await openCallback(await pressButton((await start()).uri, 'allow'))
      const second = await kit.post(API_PATHS.socialFinish, {
        state: again.data.state,
        code: again.data.code,
      })
      expect((second.body.user as { id: string }).id).toBe((finish.body.user as { id: string }).id)
    })

    it('records the device a sign-in starts from; a session from a client that sends none is a device of its own, revocable', async () => {
      const signIn = async (body: Record<string, unknown>) => {
        const started = (await kit.post('/v1/social/github/start', { origin: APP_ORIGIN, ...body })).body
        const callback = await openCallback(await pressButton(String(started.uri), 'allow'))
        const finish = await kit.post(API_PATHS.socialFinish, {
          state: started.state,
          code: callback.data.code,
        })
        return String(finish.body.token)
      }
      const bad = await kit.post('/v1/social/github/start', { origin: APP_ORIGIN, deviceId: 'x'.repeat(201) })
      expect(errorCode(bad.body)).toBe('INVALID_REQUEST')
      const tablet = await signIn({ deviceId: 'tablet' })
      kit.advance(1000)
      const older = await signIn({})
      const listed = (await kit.get(ACCOUNT_API_PATHS.devices, tablet)).body.devices as {
        id: string
        current: boolean
      }[]
      expect(listed.map((device) => [device.id, device.current])).toEqual([
        [expect.stringMatching(/^session-[0-9a-f]{16}$/), false],
        ['tablet', true],
      ])
      const first = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, first.body, tablet)
      const own = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: listed[0]?.id, shares: (await newSplit(first.set.setId)).body },
        older,
      )
      expect(own.status).toBe(400)
      const revoke = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: listed[0]?.id, shares: (await newSplit(first.set.setId)).body },
        tablet,
      )
      expect(revoke.status).toBe(200)
      expect((await kit.get(API_PATHS.user, older)).status).toBe(401)
      expect((await kit.get(API_PATHS.user, tablet)).status).toBe(200)
    })

    it('posts the result from the callback script to the opener at the app origin only', async () => {
      const script = await fetch(`${kit.url}/v1/social/callback.js`)
      expect(script.headers.get('content-type')).toContain('text/javascript')
      const posted: Array<{ message: unknown; targetOrigin: string }> = []
      const dataset = { state: 's-1', code: 'c-1', appOrigin: APP_ORIGIN }
      runInNewContext(await script.text(), {
        document: { getElementById: (id: string) => (id === 'latch-social-result' ? { dataset } : null) },
        window: {
          opener: {
            postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
          },
        },
      })
      expect(posted).toEqual([
        { message: { type: 'latch-social-result', state: 's-1', code: 'c-1' }, targetOrigin: APP_ORIGIN },
      ])
    })

    it('reports Cancel at the provider as an error result that cannot be finished', async () => {
      const started = await start()
      const callback = await openCallback(await pressButton(started.uri, 'deny'))
      expect(callback.data).toEqual({
        state: started.state,
        error: 'access_denied',
        'app-origin': APP_ORIGIN,
      })
      const finish = await kit.post(API_PATHS.socialFinish, { state: started.state, code: 'anything' })
      expect(finish.status).toBe(400)
      expect(errorCode(finish.body)).toBe('SOCIAL_INVALID')
    })

    it('rejects a forged or reused state at the callback and at finish', async () => {
      const forged = await openCallback(`${kit.url}/v1/social/callback?state=forged&code=abc`)
      expect(forged.status).toBe(400)
      expect(forged.data).toEqual({ state: 'forged', error: 'invalid_state' })
      const finish = await kit.post(API_PATHS.socialFinish, { state: 'forged', code: 'abc' })
      expect(errorCode(finish.body)).toBe('SOCIAL_INVALID')

      const started = await start()
      const location = await pressButton(started.uri, 'allow')
      expect((await openCallback(location)).data.code).toBeTruthy()
      const reused = await openCallback(location)
      expect(reused.data).toEqual({ state: started.state, error: 'invalid_state' })
    })

    it('binds the provider code to its PKCE verifier: a code delivered with another state fails at /token', async () => {
      const victim = await start()
      const attacker = await start()
      const code = new URL(await pressButton(victim.uri, 'allow')).searchParams.get('code') ?? ''
      const callback = await openCallback(
        `${kit.url}/v1/social/callback?state=${attacker.state}&code=${code}`,
      )
      expect(callback.data).toEqual({
        state: attacker.state,
        error: 'provider_error',
        'app-origin': APP_ORIGIN,
      })
      expect(callback.data.code).toBeUndefined()
    })

    it('has the stand-in refuse a wrong code_verifier at /token with invalid_grant', async () => {
      const started = await start()
      const code = new URL(await pressButton(started.uri, 'allow')).searchParams.get('code') ?? ''
      const response = await fetch(`${standIn.url}/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${kit.url}/v1/social/callback`,
          client_id: 'latch',
          client_secret: 'client-secret',
          code_verifier: 'x'.repeat(43),
        }),
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toBe('invalid_grant')
    })

    it('refuses an unknown provider and a start from an origin that is not allowed', async () => {
      const unknown = await kit.post('/v1/social/myspace/start', { origin: APP_ORIGIN })
      expect(unknown.status).toBe(404)
      expect(errorCode(unknown.body)).toBe('SOCIAL_UNKNOWN_PROVIDER')
      const foreign = await kit.post('/v1/social/github/start', { origin: 'http://127.0.0.1:6666' })
      expect(foreign.status).toBe(400)
      expect(errorCode(foreign.body)).toBe('INVALID_REQUEST')
    })

    it('leaves the email off a social user when another account already has it', async () => {
      await kit.signIn('ada@example.com')
      const started = await start()
      const callback = await openCallback(await pressButton(started.uri, 'allow'))
      const finish = await kit.post(API_PATHS.socialFinish, {
        state: started.state,
        code: callback.data.code,
      })
      expect(finish.body.user).toEqual({
        id: expect.any(String),
        username: 'ada',
        socialProvider: 'github',
        preferredAccountType: 'eoa',
      })
    })

    it('gives a social user only an email the provider says it verified, so an unverified claim cannot take the address', async () => {
      for (const email_verified of [null, false] as const) {
        const victim = `victim-${String(email_verified)}@example.com`
        standIn.setUser({
          sub: `gh-${String(email_verified)}`,
          email: victim,
          email_verified,
          preferred_username: 'eve',
        })
        const started = await start()
        const callback = await openCallback(await pressButton(started.uri, 'allow'))
        const finish = await kit.post(API_PATHS.socialFinish, {
          state: started.state,
          code: callback.data.code,
        })
        expect(finish.status).toBe(200)
        expect(finish.body.user).toEqual({
          id: expect.any(String),
          username: 'eve',
          socialProvider: 'github',
          preferredAccountType: 'eoa',
        })
        // the address's owner signing in by email gets an account of their own, not the social one
        const owner = await kit.signIn(victim)
        expect(owner.user.id).not.toBe((finish.body.user as { id: string }).id)
        expect(owner.user).not.toHaveProperty('socialProvider')
      }
    })

    it('refuses a start whose body names another origin than the page that calls (its Origin header)', async () => {
      await kit.service.close()
      const other = 'http://127.0.0.1:5174'
      kit = await startKit({
        allowedOrigins: [APP_ORIGIN, other],
        socialProviders: { github: standIn.providerConfig('latch') },
      })
      const startFrom = (origin: string, claimed: string) =>
        fetch(`${kit.url}/v1/social/github/start`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ origin: claimed }),
        })
      const mismatch = await startFrom(other, APP_ORIGIN)
      expect(mismatch.status).toBe(400)
      expect(((await mismatch.json()) as { error: { code: string } }).error.code).toBe('INVALID_REQUEST')
      expect((await startFrom(APP_ORIGIN, APP_ORIGIN)).status).toBe(200)
      expect((await startFrom(other, other)).status).toBe(200)
    })
  })
})
