import { MailedCodeView } from './MailedCodeView'

/**
 * UpdateEmailPrimaryOtp: the code mailed to the current address, checked by
 * `latch.auth.verifyUpdateEmailPrimaryOtp` (then a code goes to the new address).
 *
 * @example
 * ```tsx
 * <UpdateEmailPrimaryOtpView />
 * ```
 */
export function UpdateEmailPrimaryOtpView() {
  return <MailedCodeView view="UpdateEmailPrimaryOtp" />
}
