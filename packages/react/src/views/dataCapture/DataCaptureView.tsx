import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useT } from '../../hooks/useT'
import { EmailInputForm } from '../email/EmailInputForm'

/**
 * DataCapture: the optional email the app asks for after connecting, before signing in (the core
 * opens it instead of SIWXSignMessage when `features.emailCapture` is on). "Continue" checks the
 * address and keeps it (`latch.siwx.captureEmail`: "Invalid email" when it is not one), so the
 * sign-in that asked for it receives it in `createMessage`, and goes on to SIWXSignMessage with it
 * in the router data (`email`); "Skip" forgets any earlier one and goes on without. It is the first step of the sign-in, so
 * "Cancel" follows the sign-in's cancel rule (`latch.siwx.cancelSignMessage`: disconnects when
 * sign-in is required and no session exists), and while a required sign-in waits the modal does
 * not close from here otherwise.
 *
 * One step forward is obvious: "Continue" is the one primary button; "Skip" (go on to sign in
 * without an email) is the outlined secondary under it; "Cancel" (leave the sign-in) is a quiet text
 * action last, so the two ways on and the way out never look alike.
 *
 * @example
 * ```tsx
 * <DataCaptureView />
 * ```
 */
export function DataCaptureView() {
  const latch = useLatchInstance()
  const t = useT()
  return (
    <div data-latch-view="DataCapture" data-state="idle">
      <p data-latch-hint="">{t('dataCapture.hint')}</p>
      <EmailInputForm
        hook="data-capture"
        autoFocus
        submitLabel={t('common.continue')}
        busy={false}
        onSubmit={async (input) => {
          await latch.siwx.captureEmail(input)
          const email = latch.state.siwx.email
          latch.router.push('SIWXSignMessage', email === undefined ? undefined : { email })
        }}
      />
      <div data-latch-data-capture-actions="">
        <button
          type="button"
          data-latch-secondary=""
          data-latch-data-capture-skip=""
          onClick={() => {
            void latch.siwx.captureEmail(undefined)
            latch.router.push('SIWXSignMessage')
          }}
        >
          {t('common.skip')}
        </button>
        <button
          type="button"
          data-latch-quiet=""
          data-latch-data-capture-cancel=""
          onClick={() => void latch.siwx.cancelSignMessage()}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  )
}
