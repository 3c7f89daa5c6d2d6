import type { SocialProvider } from '@latch/core'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSnapshot } from '../hooks/useLatchSnapshot'

const LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * The social login buttons of the Connect view, in the app's order. Farcaster opens its own view.
 *
 * @example
 * ```tsx
 * <SocialButtons />
 * ```
 */
export function SocialButtons() {
  const latch = useLatchInstance()
  const socials = useLatchSnapshot().options.features.socials || []
  return (
    <ul data-latch-socials="" aria-label="Social logins">
      {socials.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            data-latch-social={provider}
            onClick={() =>
              provider === 'farcaster'
                ? latch.router.push('ConnectingFarcaster')
                : latch.router.push('ConnectingSocial', { socialProvider: provider })
            }
          >
            Continue with {LABELS[provider]}
          </button>
        </li>
      ))}
    </ul>
  )
}
