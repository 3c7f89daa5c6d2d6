import { truncateEmail } from '@latch/core'
import { enEmail } from '@latch/i18n/views'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { aroundSlot, SLOT } from '../../utils/aroundSlot'
import { EmailInputForm } from './EmailInputForm'

/**
 * UpdateEmailWallet: the new address of the embedded wallet. Submitting calls
 * `latch.auth.updateEmail` ("Invalid email" shown here when it is not one), which mails a code to
 * the current address (UpdateEmailPrimaryOtp).
 *
 * @example
 * ```tsx
 * <UpdateEmailWalletView />
 * ```
 */
export function UpdateEmailWalletView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enEmail)
  const [before, after] = aroundSlot(tr.t('email.current', { email: SLOT }))
  const auth = useLatchSelector((s) => s.auth)
  return (
    <div data-latch-view="UpdateEmailWallet" data-state={auth.loading ? 'loading' : 'idle'}>
      {auth.email ? (
        <p data-latch-hint="">
          {before}
          <bdi data-latch-email="" title={auth.email}>
            {truncateEmail(auth.email)}
          </bdi>
          {after}
        </p>
      ) : null}
      <EmailInputForm
        hook="update-email"
        autoFocus
        label={tr.t('email.newEmail')}
        submitLabel={tr.t('common.save')}
        busy={auth.loading}
        onSubmit={(email) => latch.auth.updateEmail(email)}
      />
    </div>
  )
}
