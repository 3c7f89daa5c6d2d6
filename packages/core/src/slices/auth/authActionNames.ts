import type { AuthActions } from './types'

/**
 * The methods of `latch.auth`, all async: the facades in front of the lazily loaded auth controller
 * (the instance's, before its wiring loads, and the slice's) delegate exactly these.
 *
 * @example
 * ```ts
 * const auth = delegateAsync(controllerActions, AUTH_ACTION_NAMES)
 * ```
 */
export const AUTH_ACTION_NAMES = [
  'connectEmail',
  'verifyOtp',
  'resendOtp',
  'continueWithCode',
  'connectSocial',
  'connectFarcaster',
  'connectPasskey',
  'updateEmail',
  'verifyUpdateEmailPrimaryOtp',
  'verifyUpdateEmailSecondaryOtp',
  'setPreferredAccountType',
  'restore',
  'signOut',
] as const satisfies readonly (keyof AuthActions)[]
