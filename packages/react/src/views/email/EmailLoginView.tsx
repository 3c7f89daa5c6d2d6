import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { EmailInputForm } from './EmailInputForm'

/**
 * EmailLogin: the email field. Submitting hands the address to `latch.auth.connectEmail`, which
 * rejects an invalid one with "Invalid email" (shown here) and otherwise moves on to the code
 * (EmailVerifyOtp) or to the new-device approval (EmailVerifyDevice).
 *
 * @example
 * ```tsx
 * <EmailLoginView />
 * ```
 */
export function EmailLoginView() {
  const latch = useLatchInstance()
  const loading = useLatchSelector((s) => s.auth.loading)
  return (
    <div data-latch-view="EmailLogin" data-state={loading ? 'loading' : 'idle'}>
      <p data-latch-hint="">Sign in with your email. We will send you a code.</p>
      <EmailInputForm
        hook="email-login"
        autoFocus
        submitLabel="Continue"
        busy={loading}
        onSubmit={(email) => latch.auth.connectEmail(email)}
      />
    </div>
  )
}
