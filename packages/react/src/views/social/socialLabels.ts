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
  google: 'Google', // i18n-ignore: brand name
  x: 'X',
  discord: 'Discord', // i18n-ignore: brand name
  farcaster: 'Farcaster', // i18n-ignore: brand name
  github: 'GitHub',
  apple: 'Apple', // i18n-ignore: brand name
  facebook: 'Facebook', // i18n-ignore: brand name
}
