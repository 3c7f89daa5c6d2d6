/**
 * The messages of the errors the server sign-in kit throws, defined once.
 *
 * @example
 * ```ts
 * SIWX_SERVER_MESSAGES.sessionExists // 'A session with this id exists'
 * ```
 */
export const SIWX_SERVER_MESSAGES = {
  sessionExists: 'A session with this id exists',
} as const
