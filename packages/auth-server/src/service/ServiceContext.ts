import type { SqlStore } from '../db/SqlStore'
import type { Mailer } from '../mail/createMailer'
import type { OAuthProviderConfig, OtpPolicy, PasskeyOptions } from './authServiceOptions'
import type { FarcasterPolicy } from './resolveFarcasterPolicy'

/**
 * What every route and store of one running service shares. Built once per `startAuthService`
 * (no module-level state).
 *
 * @example
 * ```ts
 * const user = await getUser(context, userId)
 * ```
 */
export type ServiceContext = {
  /** The database; every piece of state that must hold across instances lives there. */
  store: SqlStore
  now: () => number
  /** HMAC key of the one-time codes. */
  secret: Uint8Array
  /** Base URL browsers reach the service at, without a trailing slash. */
  publicUrl: string
  allowedOrigins: ReadonlySet<string>
  otp: OtpPolicy
  mailer: Mailer
  socialProviders: Partial<Record<string, OAuthProviderConfig>>
  devMailbox: boolean
  /** Passkey login's RP and origins; undefined when it is off. */
  passkeys: PasskeyOptions | undefined
  /** Farcaster login's relay and Optimism RPC; undefined when it is off. */
  farcaster: FarcasterPolicy | undefined
}
