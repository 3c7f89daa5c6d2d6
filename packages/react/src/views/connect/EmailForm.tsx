import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { ContinueWithCode } from '../email/ContinueWithCode'
import { EmailInputForm } from '../email/EmailInputForm'
import type { LoginMethodProps } from './LoginMethodsContext'

/**
 * The email field of the Connect view: submitting (after `onStart`: the view enters the network a
 * SwitchActiveChain list is for, core's `enterListNetwork`) hands the address to `latch.auth.connectEmail` ("Invalid email" shown
 * under the field), which goes on to the code or device-approval step; while a code is pending,
 * {@link ContinueWithCode} leads back to it.
 *
 * @example
 * ```tsx
 * <EmailForm onStart={() => enterListNetwork(latch)} />
 * ```
 */
export function EmailForm({ onStart }: LoginMethodProps) {
  const latch = useLatchInstance()
  const t = useT()
  const loading = useLatchSelector((s) => s.auth.loading)
  return (
    <>
      <ContinueWithCode />
      <EmailInputForm
        hook="email-form"
        submitLabel={t('common.continue')}
        busy={loading}
        onSubmit={(email) => {
          onStart()
          return latch.auth.connectEmail(email)
        }}
      />
    </>
  )
}
