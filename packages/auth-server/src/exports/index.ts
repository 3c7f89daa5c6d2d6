// Public API of @latch/auth-server: the auth service of the reference embedded wallet.
// Named re-exports only.

export type { DatabaseOptions } from '../db/openStore'
export { createSmtpTransport, type SmtpTransportOptions } from '../mail/createSmtpTransport'
export type { MailTransport, OutgoingMail } from '../mail/MailTransport'
export type {
  AuthServiceOptions,
  FarcasterOptions,
  OAuthProviderConfig,
  OtpOptions,
} from '../service/authServiceOptions'
export { type AuthService, startAuthService } from '../startAuthService'
