import { MailedCodeView } from './MailedCodeView'

/**
 * EmailVerifyOtp: the 6-digit code mailed to the address. "Confirm" calls `latch.auth.verifyOtp`
 * (connected, then Account; a wrong or expired code shows "Invalid or expired code"); "Resend
 * code" mails a fresh one through `latch.auth.resendOtp`.
 *
 * @example
 * ```tsx
 * <EmailVerifyOtpView />
 * ```
 */
export function EmailVerifyOtpView() {
  return <MailedCodeView view="EmailVerifyOtp" />
}
