import { type FormEvent, useId, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'

/** Digits of a one-time code. */
const OTP_LENGTH = 6

/**
 * Props of {@link OtpForm}.
 *
 * @example
 * ```tsx
 * const props: OtpFormProps = { onVerify: (code) => latch.auth.verifyOtp(code) }
 * ```
 */
export type OtpFormProps = {
  /** Hands the 6-digit code to the core. */
  onVerify: (code: string) => Promise<unknown>
  /** Mails a fresh code; the "Resend code" button is shown only when given. */
  onResend?: () => Promise<unknown>
}

/**
 * The 6-digit code field of the email views, with "Confirm" and optionally "Resend code". Loading
 * and the error (for example "Invalid code. 2 attempts left.") come from the core's `state.auth`;
 * once the code can no longer be used, "Resend code" takes Confirm's place. The code is the point
 * of those views: focus goes to its field when the view opens.
 *
 * @example
 * ```tsx
 * <OtpForm onVerify={(code) => latch.auth.verifyOtp(code)} onResend={() => latch.auth.resendOtp()} />
 * ```
 */
export function OtpForm({ onVerify, onResend }: OtpFormProps) {
  const { loading, error, attemptsLeft, needsNewCode } = useLatchSelector((s) => ({
    loading: s.auth.loading,
    error: s.auth.error,
    attemptsLeft: s.auth.attemptsLeft,
    needsNewCode: s.auth.needsNewCode,
  }))
  const tr = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const [code, setCode] = useState('')
  const [resent, setResent] = useState(false)
  const complete = code.length === OTP_LENGTH
  // a dead code (no attempts left, expired): "Resend code" takes Confirm's place
  const renew = needsNewCode && onResend !== undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setResent(false)
    // the core records the failure in state.auth.error, shown under the field (no toast: errors once)
    onVerify(code).catch(() => undefined)
  }
  const resend = () => {
    setResent(false)
    onResend?.()
      .then(() => {
        setResent(true)
        setCode('')
      })
      .catch(() => undefined)
  }
  return (
    <form
      data-latch-otp-form=""
      data-state={loading ? 'loading' : error ? 'error' : 'idle'}
      onSubmit={submit}
    >
      <label htmlFor={id}>{tr.t('email.codeLabel')}</label>
      <input
        id={id}
        name="code"
        data-latch-otp-input=""
        data-latch-autofocus=""
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={OTP_LENGTH}
        placeholder="000000"
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      />
      {error ? (
        <p id={errorId} data-latch-error="" role="alert">
          {needsNewCode
            ? tr.t('email.needsNewCode')
            : attemptsLeft
              ? tr.t('email.attemptsLeft', { count: attemptsLeft })
              : tr.message(error)}
        </p>
      ) : null}
      {/* always present, so screen readers announce the text when it appears */}
      <p data-latch-hint="" data-latch-otp-resent="" role="status">
        {resent ? tr.t('email.codeResent') : ''}
      </p>
      <div data-latch-button-row="">
        {onResend ? (
          <button
            type="button"
            data-latch-otp-resend=""
            data-latch-primary={renew ? '' : undefined}
            disabled={loading}
            onClick={resend}
          >
            {tr.t('email.resendCode')}
          </button>
        ) : null}
        {renew ? null : (
          <button
            type="submit"
            data-latch-primary=""
            data-latch-otp-submit=""
            disabled={loading || !complete}
            aria-busy={loading}
          >
            {tr.t('common.confirm')}
          </button>
        )}
      </div>
    </form>
  )
}
