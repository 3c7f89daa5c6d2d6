/**
 * The one rule for a send field's invalid state, the same for Amount and To: `aria-invalid` while
 * it has a problem, and `aria-describedby` naming the problem's message (the {@link SendFieldError}
 * beside it), else what describes the field when it is valid (`describedBy`, if anything).
 *
 * @param id - The input's id; its message's id is `${id}-error`.
 * @param error - The field's problem, already in the modal's language.
 * @param describedBy - What describes the valid field (e.g. the receiver's resolved name).
 * @returns The input's `aria-invalid` and `aria-describedby`.
 * @example
 * ```tsx
 * <input id={id} {...invalidFieldProps(id, error)} />
 * <SendFieldError id={id} field="amount" error={error} />
 * ```
 */
export function invalidFieldProps(
  id: string,
  error: string | undefined,
  describedBy?: string,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : describedBy,
  }
}
