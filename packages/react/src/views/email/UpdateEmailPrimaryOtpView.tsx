import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { CodeSentTo } from './CodeSentTo'

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
  const latch = useLatchInstance()
  const t = useT()
  const { router, auth } = useLatchSelector((s) => ({ router: s.router, auth: s.auth }))
  const email = router.data.email ?? auth.email
  return (
    <div
      data-latch-view="UpdateEmailPrimaryOtp"
      data-state={auth.loading ? 'loading' : auth.error ? 'error' : 'idle'}
    >
      <CodeSentTo
        status={t('email.codeSentToCurrent')}
        email={email}
        onVerify={(code) => latch.auth.verifyUpdateEmailPrimaryOtp(code)}
      />
    </div>
  )
}
