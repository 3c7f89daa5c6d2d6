import { truncateEmail } from '@latch/core'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
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
  const auth = useLatchSelector((s) => s.auth)
  return (
    <div data-latch-view="UpdateEmailWallet" data-state={auth.loading ? 'loading' : 'idle'}>
      {auth.email ? (
        <p data-latch-hint="">
          Current email:{' '}
          <span data-latch-email="" title={auth.email}>
            {truncateEmail(auth.email)}
          </span>
        </p>
      ) : null}
      <EmailInputForm
        hook="update-email"
        autoFocus
        label="New email"
        submitLabel="Save"
        busy={auth.loading}
        onSubmit={(email) => latch.auth.updateEmail(email)}
      />
    </div>
  )
}
