/**
 * Social login providers (router data and account `socialProvider`).
 *
 * @example
 * ```ts
 * latch.router.push('ConnectingSocial', { socialProvider: 'google' })
 * ```
 */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'
