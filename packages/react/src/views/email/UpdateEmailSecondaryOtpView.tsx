import { enEmail } from '@latch/i18n/views'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { CodeSentTo } from './CodeSentTo'

/**
 * UpdateEmailSecondaryOtp: the code mailed to the new address, checked by
 * `latch.auth.verifyUpdateEmailSecondaryOtp`; then "Waiting for confirmation" while the core polls
 * the service (`state.auth.awaitingEmailConfirmation`), until it returns to Account.
 *
 * @example
 * ```tsx
 * <UpdateEmailSecondaryOtpView />
 * ```
 */
export function UpdateEmailSecondaryOtpView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enEmail)
  const { router, auth } = useLatchSelector((s) => ({ router: s.router, auth: s.auth }))
  const newEmail = router.data.newEmail ?? auth.newEmail
  const state = auth.awaitingEmailConfirmation
    ? 'waiting'
    : auth.loading
      ? 'loading'
      : auth.error
        ? 'error'
        : 'idle'
  return (
    <div data-latch-view="UpdateEmailSecondaryOtp" data-state={state}>
      {auth.awaitingEmailConfirmation ? (
        <p data-latch-status="" role="status" aria-busy="true">
          {t('email.waitingForConfirmation')}
        </p>
      ) : (
        <CodeSentTo
          status={t('email.codeSentToNew')}
          email={newEmail}
          onVerify={(code) => latch.auth.verifyUpdateEmailSecondaryOtp(code)}
        />
      )}
    </div>
  )
}
