import { truncateEmail } from '@latch/core'
import { enEmail } from '@latch/i18n/views'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { aroundSlot, SLOT } from '../../utils/aroundSlot'

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
  const tr = useViewTranslation(enEmail)
  const [before, after] = aroundSlot(tr.t('email.approvalLinkSent', { email: SLOT }))
  return (
    <div
      data-latch-view="EmailVerifyDevice"
      data-state={auth.error ? 'error' : 'waiting'}
      aria-busy={!auth.error}
    >
      <p data-latch-status="">{tr.t('email.registerDevice')}</p>
      {email ? (
        <p data-latch-hint="">
          {before}
          <bdi data-latch-email="" title={email}>
            {truncateEmail(email)}
          </bdi>
          {after}
        </p>
      ) : (
        <p data-latch-hint="">{tr.t('email.approvalLinkSentUnknown')}</p>
      )}
      {auth.error ? (
        <p data-latch-error="" role="alert">
          {tr.message(auth.error)}
        </p>
      ) : null}
    </div>
  )
}
