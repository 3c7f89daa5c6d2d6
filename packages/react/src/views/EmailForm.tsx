import { type FormEvent, useId, useState } from 'react'
import { useLatchInstance } from '../hooks/useLatchInstance'

/**
 * The email field of the Connect view: submitting goes to the one-time-code step.
 *
 * @example
 * ```tsx
 * <EmailForm />
 * ```
 */
export function EmailForm() {
  const latch = useLatchInstance()
  const id = useId()
  const [email, setEmail] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (trimmed) latch.router.push('EmailVerifyOtp', { email: trimmed })
  }
  return (
    <form data-latch-email-form="" onSubmit={onSubmit}>
      <label htmlFor={id}>Email</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit">Continue</button>
    </form>
  )
}
