/**
 * Messages of the errors a sign-in verifier throws for the app's own input (its refusals of a
 * signed message are `SIWX_MESSAGES`), for the developer, each defined once.
 *
 * @example
 * ```ts
 * throw new ValidationError(VERIFIER_MESSAGES.dataNotWritable, { code: 'INVALID_SIWX_FIELD' })
 * ```
 */
export const VERIFIER_MESSAGES = {
  /** `INVALID_SIWX_FIELD`: formatting then parsing the data does not give it back. */
  dataNotWritable: 'The sign-in data cannot be written as a message that reads back the same',
} as const
