import { truncateEmail } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/**
 * EmailVerifyDevice: this browser is new to the account, so the service mailed an approval link
 * first. The view waits; once the link was opened the core moves on to the code (EmailVerifyOtp).
 *
 * @example
 * ```tsx
 * <EmailVerifyDeviceView />
 * ```
 */
export function EmailVerifyDeviceView() {
  const { router, auth } = useLatchSelector((s) => ({ router: s.router, auth: s.auth }))
  const email = router.data.email ?? auth.email
  return (
    <div
      data-latch-view="EmailVerifyDevice"
      data-state={auth.error ? 'error' : 'waiting'}
      aria-busy={!auth.error}
    >
      <p data-latch-status="">Register this device to continue</p>
      <p data-latch-hint="">
        We sent an approval link to{' '}
        {email ? (
          <span data-latch-email="" title={email}>
            {truncateEmail(email)}
          </span>
        ) : (
          'your email'
        )}
        . Open it to approve this device; this screen continues by itself.
      </p>
      {auth.error ? (
        <p data-latch-error="" role="alert">
          {auth.error}
        </p>
      ) : null}
    </div>
  )
}
