import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { CodeSentTo } from './CodeSentTo'

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
  const latch = useLatchInstance()
  const t = useT()
  const { router, auth } = useLatchSelector((s) => ({ router: s.router, auth: s.auth }))
  const email = router.data.email ?? auth.email
  return (
    <div
      data-latch-view="EmailVerifyOtp"
      data-state={auth.loading ? 'loading' : auth.error ? 'error' : 'idle'}
    >
      <CodeSentTo
        status={t('email.codeSentTo')}
        email={email}
        onVerify={(code) => latch.auth.verifyOtp(code)}
        onResend={() => latch.auth.resendOtp()}
      />
    </div>
  )
}
