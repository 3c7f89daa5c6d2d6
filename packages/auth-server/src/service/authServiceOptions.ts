import type { DatabaseOptions } from '../db/openStore'
import type { MailTransport } from '../mail/MailTransport'

/**
 * Where a social provider's OAuth 2.0 / OpenID Connect endpoints are and how the service is
 * registered with it. The service runs the authorisation-code flow with PKCE S256.
 *
 * @example
 * ```ts
 * const google: OAuthProviderConfig = {
 *   authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
 *   tokenEndpoint: 'https://oauth2.googleapis.com/token',
 *   userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
 *   clientId: 'my-client-id',
 *   clientSecret: 'my-client-secret',
 * }
 * ```
 */
export type OAuthProviderConfig = {
  /** The provider's authorisation endpoint (the popup opens it). */
  authorizationEndpoint: string
  /** The token endpoint the service trades the code at. */
  tokenEndpoint: string
  /**
   * The userinfo endpoint (OIDC); `sub` is the account's stable id. Its `email` is taken for the
   * account only with `email_verified: true` (and when no other account has that email).
   */
  userinfoEndpoint: string
  /** The service's client id at the provider. */
  clientId: string
  /** The client secret, sent to the token endpoint when set (confidential client). */
  clientSecret?: string
  /** Scopes to request; default `'openid email profile'`. */
  scope?: string
}

/**
 * Limits of the one-time email codes.
 *
 * @example
 * ```ts
 * const otp: OtpOptions = { ttlMs: 5 * 60_000, maxAttempts: 3 }
 * ```
 */
export type OtpOptions = {
  /** How long a code (and a device-approval link) stays valid; default 10 minutes. */
  ttlMs?: number
  /** Wrong codes allowed before the code is dead (OTP_ATTEMPTS); default 5. */
  maxAttempts?: number
  /** Least time between two sends for the same login or email change; default 30 s. */
  resendCooldownMs?: number
  /** Mails at most sent to one address per window; default 5. */
  maxSendsPerWindow?: number
  /** The window of `maxSendsPerWindow`; default 1 hour. */
  sendWindowMs?: number
}

/**
 * Where passkey (WebAuthn) ceremonies may run. The ceremony runs in the key frame, so `origins`
 * is the frame's origin and `rpId` its host (or a registrable suffix of it); WebAuthn refuses an IP
 * address as RP ID.
 *
 * @example
 * ```ts
 * const passkeys: PasskeyOptions = { rpId: 'wallet.example.com', rpName: 'Example', origins: ['https://wallet.example.com'] }
 * ```
 */
export type PasskeyOptions = {
  /** The relying party id every passkey is bound to. */
  rpId: string
  /** The name authenticators show. */
  rpName: string
  /** Origins a ceremony may run on (the key frame's). */
  origins: string[]
  /**
   * App pages the frame may run a ceremony in (the `topOrigin` of a ceremony in a cross-origin
   * frame); default: `allowedOrigins` except `origins`.
   */
  topOrigins?: string[]
}

/**
 * Sign In With Farcaster: the relay the sign-in channels open on and the Optimism RPC the signed
 * message is verified through (the fid's custody address is read from Farcaster's ID registry).
 * The SIWF `domain` is the host of the app page that starts the sign-in (one of `allowedOrigins`).
 *
 * @example
 * ```ts
 * const farcaster: FarcasterOptions = { relayUrl: 'https://relay.farcaster.xyz', rpcUrl: 'https://mainnet.optimism.io' }
 * ```
 */
export type FarcasterOptions = {
  /** The Farcaster relay's base URL (`https:`, or `http:` on loopback for a local stand-in). */
  relayUrl: string
  /** An Optimism JSON-RPC URL (same rule); the ID registry is read there. */
  rpcUrl: string
  /** How long a started sign-in may be polled; default 10 minutes. */
  loginTtlMs?: number
}

/**
 * Options of `startAuthService`.
 *
 * @example
 * ```ts
 * const options: AuthServiceOptions = {
 *   allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:5174'],
 *   databasePath: './latch-auth.sqlite',
 *   mail: 'dev-mailbox',
 * }
 * ```
 */
export type AuthServiceOptions = {
  /**
   * Origins allowed to call the service: the app pages and the key frame. CORS reflects only
   * these, requests carrying another `Origin` are refused (403), and social-login results are
   * posted only to one of them.
   */
  allowedOrigins: string[]
  /**
   * Where data lives: `{ sqlite: path }` (one instance) or `{ postgres: url }` (any number of
   * instances sharing one database; then `secret` is required, the same on every instance).
   * Migrations are applied at start. Default: SQLite at `databasePath`.
   */
  database?: DatabaseOptions
  /** SQLite file (when `database` is not given); tables are created when missing, so data survives a restart. Default `':memory:'`. */
  databasePath?: string
  /**
   * How often expired codes, sessions, challenges, pending sign-ins and device links are deleted;
   * default 10 minutes.
   */
  cleanupIntervalMs?: number
  /** How mails leave: a {@link MailTransport} (e.g. `createSmtpTransport`), or `'dev-mailbox'` to only store them. */
  mail: MailTransport | 'dev-mailbox'
  /**
   * Store every mail in SQLite and serve them at `GET /v1/dev/mailbox` (codes in the clear: for
   * development only). Default: true when `mail` is `'dev-mailbox'`, else false.
   */
  devMailbox?: boolean
  /** Social providers by name (`'google'`, `'github'`, `'x'`, `'discord'`, `'apple'`, `'facebook'`, …). */
  socialProviders?: Partial<Record<string, OAuthProviderConfig>>
  /** Base URL of the service as browsers reach it (mail links, OAuth `redirect_uri`); default the listening URL. */
  publicUrl?: string
  /** Interface to listen on; default `'127.0.0.1'`. */
  host?: string
  /** Port; default 0 (a free port). */
  port?: number
  /** Clock in ms since the epoch (inject one in tests); default `Date.now`. */
  now?: () => number
  /**
   * HMAC key the one-time codes are hashed with. Default (SQLite only): random at each start —
   * pending codes (and pending email changes' codes) then stop working after a restart; sessions
   * do not. Required with PostgreSQL: every instance must check the codes the others sent.
   */
  secret?: string | Uint8Array
  /** One-time code limits. */
  otp?: OtpOptions
  /** Passkey login; without it the passkey routes answer 404 `PASSKEYS_OFF`. */
  passkeys?: PasskeyOptions
  /** Farcaster login; without it the Farcaster routes answer 404 `FARCASTER_OFF`. */
  farcaster?: FarcasterOptions
}

/** {@link OtpOptions} with every default filled in. */
export type OtpPolicy = Required<OtpOptions>

/**
 * Fills in the defaults of {@link OtpOptions}.
 *
 * @param options - The given limits.
 * @returns Every limit.
 * @example
 * ```ts
 * resolveOtpPolicy({ maxAttempts: 3 }).ttlMs // 600000
 * ```
 */
export function resolveOtpPolicy(options: OtpOptions = {}): OtpPolicy {
  return {
    ttlMs: options.ttlMs ?? 10 * 60_000,
    maxAttempts: options.maxAttempts ?? 5,
    resendCooldownMs: options.resendCooldownMs ?? 30_000,
    maxSendsPerWindow: options.maxSendsPerWindow ?? 5,
    sendWindowMs: options.sendWindowMs ?? 60 * 60_000,
  }
}
