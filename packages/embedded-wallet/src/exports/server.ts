// Public API of @latch/embedded-wallet/server: the auth service of the reference embedded wallet.
// Named re-exports only.
export type { AuthServiceOptions, OAuthProviderConfig, OtpOptions } from '../server/authServiceOptions'
export { createSmtpTransport, type SmtpTransportOptions } from '../server/mail/createSmtpTransport'
export type { MailTransport, OutgoingMail } from '../server/mail/MailTransport'
export { type AuthService, startAuthService } from '../server/startAuthService'
