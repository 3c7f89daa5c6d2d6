import type { AuthActions, LatchTranslator } from '@latch/core'
import { enEmail } from '@latch/i18n/views'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { CodeSentTo } from './CodeSentTo'

/** What each code step says and does: its status line, the check of the code, the resend. */
const STEPS: Record<
  'EmailVerifyOtp' | 'UpdateEmailPrimaryOtp',
  {
    status: Parameters<LatchTranslator['t']>[0]
    verify: (auth: AuthActions, code: string) => Promise<unknown>
    resend?: (auth: AuthActions) => Promise<unknown>
  }
> = {
  EmailVerifyOtp: {
    status: 'email.codeSentTo',
    verify: (auth, code) => auth.verifyOtp(code),
    resend: (auth) => auth.resendOtp(),
  },
  UpdateEmailPrimaryOtp: {
    status: 'email.codeSentToCurrent',
    verify: (auth, code) => auth.verifyUpdateEmailPrimaryOtp(code),
  },
}

/**
 * A view asking for the code mailed to the account's address (the router's `email`, else the
 * signed-in one): `data-state` follows `state.auth` (loading, error, idle), and the body is
 * {@link CodeSentTo}. EmailVerifyOtp (with "Resend code") and UpdateEmailPrimaryOtp are this view.
 *
 * @param props - `view`: which code step.
 * @example
 * ```tsx
 * <MailedCodeView view="EmailVerifyOtp" />
 * ```
 */
export function MailedCodeView({ view }: { view: keyof typeof STEPS }) {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enEmail)
  const { router, auth } = useLatchSelector((s) => ({ router: s.router, auth: s.auth }))
  const { status, verify, resend } = STEPS[view]
  return (
    <div data-latch-view={view} data-state={auth.loading ? 'loading' : auth.error ? 'error' : 'idle'}>
      <CodeSentTo
        status={t(status)}
        email={router.data.email ?? auth.email}
        onVerify={(code) => verify(latch.auth, code)}
        {...(resend ? { onResend: () => resend(latch.auth) } : {})}
      />
    </div>
  )
}
