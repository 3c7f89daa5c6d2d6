import { truncateEmail } from '@latch/core'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'

/**
 * "Continue with the code sent to …": shown above the email field while an email login waits for
 * its code (`state.auth.codeSentTo`), so a visitor who closed the modal during Confirm Email goes
 * back to that code instead of asking for another. Nothing is shown otherwise.
 *
 * @example
 * ```tsx
 * <ContinueWithCode />
 * ```
 */
export function ContinueWithCode() {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const email = useLatchSelector((s) => s.auth.codeSentTo)
  if (!email) return null
  return (
    <button
      type="button"
      data-latch-continue-code=""
      title={email}
      onClick={() => latch.auth.continueWithCode()}
    >
      {tr.t('email.continueWithCode', { email: tr.isolate(truncateEmail(email)) })}
    </button>
  )
}
