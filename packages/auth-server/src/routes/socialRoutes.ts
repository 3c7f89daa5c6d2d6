import { API_PATHS, type SessionResponse, type SocialStartResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'
import { pageScriptRoute } from '../http/pageScriptRoute'
import type { Route, RouteResult } from '../http/Route'
import { socialCallbackPage } from '../pages/socialCallbackPage'
import { SOCIAL_CALLBACK_SCRIPT } from '../pages/socialCallbackScript'
import { randomToken } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import { createSession } from '../sessions/sessions'
import { exchangeCode, fetchProfile } from '../social/oauthClient'
import { createPkcePair } from '../social/pkce'
import {
  completeSocialLogin,
  redeemSocialResult,
  startSocialLogin,
  takeSocialLogin,
} from '../social/socialLogins'
import { addDevice } from '../users/devices'
import { findOrCreateSocialUser, getUser } from '../users/users'

const DEFAULT_SCOPE = 'openid email profile'

/**
 * The social sign-in routes (OAuth 2.0 authorisation code with PKCE S256): start (the provider's
 * authorisation URL, for an allowed app origin that is the calling page's own), the redirect page and its script (post a one-time result code to the app's
 * window), and finish (trade that code for a session).
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...socialRoutes(context)]
 * ```
 */
export function socialRoutes(context: ServiceContext): Route[] {
  const redirectUri = `${context.publicUrl}${API_PATHS.socialCallback}`

  const callback = async (query: URLSearchParams): Promise<RouteResult> => {
    const state = query.get('state') ?? ''
    const login = await takeSocialLogin(context, state)
    if (!login) return { status: 400, html: socialCallbackPage({ state, error: 'invalid_state' }) }
    const appOrigin = login.appOrigin
    const providerError = query.get('error')
    const code = query.get('code')
    const config = context.socialProviders[login.provider]
    if (providerError !== null || code === null || !config)
      return { html: socialCallbackPage({ state, appOrigin, error: providerError ?? 'invalid_request' }) }
    try {
      const accessToken = await exchangeCode(config, { code, redirectUri, codeVerifier: login.codeVerifier })
      const profile = await fetchProfile(config, accessToken)
      const userId = await findOrCreateSocialUser(context, {
        provider: login.provider,
        subject: profile.sub,
        ...(profile.username === undefined ? {} : { username: profile.username }),
        ...(profile.email === undefined ? {} : { email: profile.email }),
      })
      const resultCode = randomToken(32)
      await completeSocialLogin(context, state, userId, resultCode)
      return { html: socialCallbackPage({ state, appOrigin, code: resultCode }) }
    } catch {
      return { status: 502, html: socialCallbackPage({ state, appOrigin, error: 'provider_error' }) }
    }
  }

  return [
    {
      method: 'POST',
      path: API_PATHS.socialStart,
      async handle({ params, body, headers }) {
        const provider = params.provider ?? ''
        const config = Object.hasOwn(context.socialProviders, provider)
          ? context.socialProviders[provider]
          : undefined
        if (!config) throw apiErrors.socialUnknownProvider(provider)
        const appOrigin = requireString(body, 'origin')
        if (!context.allowedOrigins.has(appOrigin)) throw apiErrors.originNotListed(appOrigin)
        // A page may have the result posted to itself only, not to another allowed origin.
        if (headers.origin !== undefined && headers.origin !== appOrigin)
          throw apiErrors.originNotCaller(appOrigin)
        // optional, so clients older than device ids keep working (their sessions count as devices of their own)
        const deviceId = body.deviceId === undefined ? null : requireString(body, 'deviceId', 200)
        const state = randomToken(32)
        const { verifier, challenge } = createPkcePair()
        await startSocialLogin(context, { state, provider, appOrigin, codeVerifier: verifier, deviceId })
        const uri = new URL(config.authorizationEndpoint)
        uri.searchParams.set('response_type', 'code')
        uri.searchParams.set('client_id', config.clientId)
        uri.searchParams.set('redirect_uri', redirectUri)
        uri.searchParams.set('scope', config.scope ?? DEFAULT_SCOPE)
        uri.searchParams.set('state', state)
        uri.searchParams.set('code_challenge', challenge)
        uri.searchParams.set('code_challenge_method', 'S256')
        uri.searchParams.set('nonce', randomToken(16))
        const answer: SocialStartResponse = {
          uri: uri.href,
          state,
          origin: new URL(context.publicUrl).origin,
        }
        return { json: answer }
      },
    },
    { method: 'GET', path: API_PATHS.socialCallback, handle: ({ query }) => callback(query) },
    pageScriptRoute(API_PATHS.socialCallback, SOCIAL_CALLBACK_SCRIPT),
    {
      method: 'POST',
      path: API_PATHS.socialFinish,
      async handle({ body }) {
        const state = requireString(body, 'state')
        const code = requireString(body, 'code')
        // the result code is used up only together with the session it opens
        const answer = await context.store.transaction(async (tx) => {
          const result = await redeemSocialResult(context, state, code, tx)
          if (result === undefined) return undefined
          const { userId, deviceId } = result
          // a social sign-in has no approval link: the provider vouched for the visitor, and a
          // revoked device signing in this way counts as a new device (its old shares no longer combine)
          if (deviceId !== null) await addDevice(context, userId, deviceId, tx)
          const session: SessionResponse = {
            token: await createSession(context, userId, deviceId, tx),
            user: await getUser(context, userId, tx),
          }
          return session
        })
        if (answer === undefined) throw apiErrors.socialInvalid()
        return { json: answer }
      },
    },
  ]
}
