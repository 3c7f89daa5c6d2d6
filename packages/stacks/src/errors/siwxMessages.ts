/**
 * The messages of the errors the Stacks and Bitcoin sign-in kits throw, defined once. The Solana
 * adapter words `INVALID_SIWX_MESSAGE` the same way.
 *
 * @example
 * ```ts
 * STACKS_SIWX_MESSAGES.invalidMessage // 'Invalid sign-in message'
 * ```
 */
export const STACKS_SIWX_MESSAGES = Object.freeze({
  /** Code `INVALID_SIWX_MESSAGE`: the text is not a sign-in message of the kit's format. */
  invalidMessage: 'Invalid sign-in message',
})
