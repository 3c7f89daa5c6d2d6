import { enEmail } from '@latch/i18n/views'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { ContinueWithCode } from './ContinueWithCode'
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
  const { t } = useViewTranslation(enEmail)
  const loading = useLatchSelector((s) => s.auth.loading)
  return (
    <div data-latch-view="EmailLogin" data-state={loading ? 'loading' : 'idle'}>
      <p data-latch-hint="">{t('email.loginHint')}</p>
      <ContinueWithCode />
      <EmailInputForm
        hook="email-login"
        autoFocus
        submitLabel={t('common.continue')}
        busy={loading}
        onSubmit={(email) => latch.auth.connectEmail(email)}
      />
    </div>
  )
}
