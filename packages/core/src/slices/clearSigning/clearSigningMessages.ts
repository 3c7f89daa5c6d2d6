/**
 * Clear-signing messages: why a descriptor or calldata is refused, and the one line of why of each
 * risk flag. Defined once; code refers to these keys.
 *
 * @example
 * ```ts
 * error.shortMessage === CLEAR_SIGNING_MESSAGES.invalidDescriptor
 * ```
 */
export const CLEAR_SIGNING_MESSAGES = {
  invalidDescriptor: 'Invalid clear-signing descriptor',
  descriptorTooLarge: 'Clear-signing descriptor is too large',
  malformedCalldata: 'Call data does not match its function',
  unlimitedApproval: 'The spender may move all of this token, now and later',
  approvalForAll: 'The operator may move every item of this collection you hold',
} as const
