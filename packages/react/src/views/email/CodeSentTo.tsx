import { truncateEmail } from '@latch/core'
import { OtpForm, type OtpFormProps } from './OtpForm'

/**
 * The body of a "we mailed you a code" step: the status line, the address the code went to
 * (shortened, the full address as its title, isolated from the text direction) and the 6-digit
 * code form. EmailVerifyOtp and both UpdateEmail code steps show it.
 *
 * @param props - The status text, the address (none: the line is left out) and the form's actions.
 * @example
 * ```tsx
 * <CodeSentTo status={t('email.codeSentTo')} email={email} onVerify={(code) => latch.auth.verifyOtp(code)} />
 * ```
 */
export function CodeSentTo({
  status,
  email,
  ...form
}: OtpFormProps & { status: string; email: string | undefined }) {
  return (
    <>
      <p data-latch-status="">{status}</p>
      {email ? (
        <p data-latch-email="" title={email}>
          <bdi>{truncateEmail(email)}</bdi>
        </p>
      ) : null}
      <OtpForm {...form} />
    </>
  )
}
