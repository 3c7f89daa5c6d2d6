/**
 * The English words of the email views (EmailLogin, EmailVerifyOtp, EmailVerifyDevice and the three UpdateEmail views); the login errors (`auth.error.*`, `embedded.error.*`, core's) and "Continue with the code sent to …" (Connect's email form shows it too) are in the runtime's English. They load with the view that shows them, not with the i18n
 * runtime: the view hands them to the instance's translator before it renders
 * (`useViewTranslation(enEmail)` in `@latch/react`). Every other locale keeps these keys in its one
 * chunk; `MessageKey` and the locale checks cover them as every other key.
 *
 * @example
 * ```ts
 * enEmail['email.resendCode'] // 'Resend code'
 * ```
 */
export const enEmail = {
  'email.loginHint': 'Sign in with your email. We will send you a code.',
  'email.codeSentTo': 'Enter the code sent to',
  'email.codeLabel': 'Code',
  'email.codeResent': 'A new code was sent.',
  'email.attemptsLeft': 'Invalid code. {count, plural, one {# attempt} other {# attempts}} left.',
  'email.needsNewCode': 'This code can no longer be used. Ask for a new code.',
  'email.resendCode': 'Resend code',
  'email.registerDevice': 'Register this device to continue',
  'email.approvalLinkSent':
    'We sent an approval link to {email}. Open it to approve this device; this screen continues by itself.',
  'email.approvalLinkSentUnknown':
    'We sent an approval link to your email. Open it to approve this device; this screen continues by itself.',
  'email.codeSentToCurrent': 'Enter the code sent to your current email',
  'email.codeSentToNew': 'Enter the code sent to your new email',
  'email.waitingForConfirmation': 'Waiting for confirmation…',
  'email.current': 'Current email: {email}',
  'email.newEmail': 'New email',
} as const
