/**
 * A send field's problem, right under its input and styled alike for every field (Amount, To):
 * always in the page (empty while valid) so a screen reader hears it as it appears, and named by
 * the input's `aria-describedby` ({@link invalidFieldProps}).
 *
 * @param props - The input's id, which field it is, and its problem.
 * @example
 * ```tsx
 * <SendFieldError id={receiverId} field="receiver" error={receiverError} />
 * ```
 */
export function SendFieldError(props: {
  id: string
  field: 'amount' | 'receiver'
  error: string | undefined
}) {
  return (
    <p id={`${props.id}-error`} data-latch-field-error="" data-field={props.field} aria-live="polite">
      {props.error ?? ''}
    </p>
  )
}
