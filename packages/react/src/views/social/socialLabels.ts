import type { SocialProvider } from '@latch/core'

/**
 * The name shown for each social login provider.
 *
 * @example
 * ```ts
 * `Continue with ${SOCIAL_LABELS.github}` // 'Continue with GitHub'
 * ```
 */
export const SOCIAL_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
