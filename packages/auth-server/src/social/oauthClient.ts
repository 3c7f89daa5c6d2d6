import { ApiError, toHttpErrorCode } from '@latch/core'
import { AUTH_SERVICE_MESSAGES } from '../errors/authServiceMessages'
import type { OAuthProviderConfig } from '../service/authServiceOptions'

/**
 * The parts of a provider's userinfo the service uses. `sub` falls back to `id` and
 * `preferred_username` to `login` for providers that answer their own profile shape.
 *
 * @example
 * ```ts
 * const profile: SocialProfile = { sub: '42', username: 'ada', email: 'ada@example.com' }
 * ```
 */
export type SocialProfile = { sub: string; username?: string; email?: string }

const TIMEOUT_MS = 10_000

/**
 * Trades an authorisation code for an access token at the provider's token endpoint (form POST
 * with the PKCE verifier, and the client secret when configured). Throws `ApiError` (code
 * `HTTP_400` and the like from toHttpErrorCode, or `INVALID_RESPONSE` when a success carries no access token) on a refusal.
 *
 * @param config - The provider.
 * @param grant - The code, the redirect URI used, and the PKCE verifier.
 * @returns The access token.
 * @example
 * ```ts
 * const accessToken = await exchangeCode(config, { code, redirectUri, codeVerifier })
 * ```
 */
export async function exchangeCode(
  config: OAuthProviderConfig,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: config.clientId,
    code_verifier: grant.codeVerifier,
  })
  if (config.clientSecret !== undefined) form.set('client_secret', config.clientSecret)
  const response = await fetch(config.tokenEndpoint, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown }
  if (!response.ok || typeof body.access_token !== 'string')
    throw new ApiError(AUTH_SERVICE_MESSAGES.tokenEndpoint(response.status, String(body.error ?? '')), {
      code: response.ok ? 'INVALID_RESPONSE' : toHttpErrorCode(response.status),
      status: response.status,
    })
  return body.access_token
}

/**
 * Reads the signed-in account's profile from the provider's userinfo endpoint. Throws `ApiError`
 * (code from toHttpErrorCode, e.g. `HTTP_401`, or `INVALID_RESPONSE` when the profile has no subject) on a refusal.
 *
 * @param config - The provider.
 * @param accessToken - The access token.
 * @returns The profile (email only when present and marked verified, `email_verified` true).
 * @example
 * ```ts
 * const profile = await fetchProfile(config, accessToken)
 * ```
 */
export async function fetchProfile(config: OAuthProviderConfig, accessToken: string): Promise<SocialProfile> {
  const response = await fetch(config.userinfoEndpoint, {
    headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok)
    throw new ApiError(AUTH_SERVICE_MESSAGES.userinfoEndpoint(response.status), {
      code: toHttpErrorCode(response.status),
      status: response.status,
    })
  const info = (await response.json()) as Record<string, unknown>
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== ''
      ? value.trim()
      : typeof value === 'number'
        ? String(value)
        : undefined
  const sub = text(info.sub) ?? text(info.id)
  if (sub === undefined)
    throw new ApiError(AUTH_SERVICE_MESSAGES.userinfoNoSubject, {
      code: 'INVALID_RESPONSE',
      status: response.status,
    })
  const profile: SocialProfile = { sub }
  const username = text(info.preferred_username) ?? text(info.login) ?? text(info.name)
  if (username !== undefined) profile.username = username
  // Only an address the provider says it verified: an unverified or unspecified one is a claim
  // anybody can make, and would let a social account take the email of its real owner.
  const email = text(info.email)?.toLowerCase()
  const verified = info.email_verified === true || info.email_verified === 'true'
  if (email !== undefined && verified) profile.email = email
  return profile
}
