import { MESSAGES } from '@latch/core'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from '../../hooks/useTranslation'
import { errorMessage } from '../../utils/errorMessage'

/**
 * Props of {@link EmailInputForm}.
 *
 * @example
 * ```tsx
 * const props: EmailInputFormProps = { hook: 'email-login', submitLabel: 'Continue', busy: false, onSubmit: (email) => latch.auth.connectEmail(email) }
 * ```
 */
export type EmailInputFormProps = {
  /** Name of the form's `data-latch-<hook>` attribute, the stable styling/testing hook. */
  hook: string
  /** Text of the field's label; default "Email" in the modal's language. */
  label?: string
  /** Text of the submit button. */
  submitLabel: string
  /** True while the core works on the submitted address: the button is disabled and busy. */
  busy: boolean
  /** Hands the typed text to the core, which trims and validates it (rejecting shows its message). */
  onSubmit: (email: string) => Promise<unknown>
  /** The field is the point of its view: focus goes to it when the view opens. Default false. */
  autoFocus?: boolean
}

/**
 * An email field and its submit button. The core validates: when it rejects, its message (such as
 * "Invalid email") is shown in an alert under the field, which is marked invalid.
 *
 * @example
 * ```tsx
 * <EmailInputForm hook="email-login" submitLabel="Continue" busy={snap.auth.loading} onSubmit={(email) => latch.auth.connectEmail(email)} />
 * ```
 */
export function EmailInputForm({
  hook,
  label,
  submitLabel,
  busy,
  onSubmit,
  autoFocus = false,
}: EmailInputFormProps) {
  const tr = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    onSubmit(email).catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.failedToConnect)))
  }
  return (
    <form
      {...{ [`data-latch-${hook}`]: '' }}
      data-latch-email-input-form=""
      data-state={busy ? 'loading' : error ? 'error' : 'idle'}
      noValidate
      onSubmit={submit}
    >
      <label htmlFor={id}>{label ?? tr.t('common.email')}</label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder={tr.t('common.emailPlaceholder')}
        data-latch-autofocus={autoFocus ? '' : undefined}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error ? (
        <p id={errorId} data-latch-error="" role="alert">
          {tr.message(error)}
        </p>
      ) : null}
      <button type="submit" data-latch-primary="" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  )
}
