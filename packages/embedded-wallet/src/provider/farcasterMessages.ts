/**
 * Messages of the embedded wallet's Farcaster login. Defined once; loaded with that login, not in
 * the app page's first load.
 *
 * @example
 * ```ts
 * if (error.shortMessage === FARCASTER_MESSAGES.noLogin) startAgain()
 * ```
 */
export const FARCASTER_MESSAGES = {
  /** `connectFarcaster` without a sign-in started by `getFarcasterUri` (or after a newer one replaced it). */
  noLogin: 'No Farcaster login is in progress',
  /** The auth service's answer to a Farcaster start or poll is not of the expected shape. */
  invalidAnswer: 'The sign-in service answered an invalid Farcaster sign-in',
} as const
