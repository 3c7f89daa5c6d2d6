import type { SocialProvider } from '@latch/core'
import { useContext } from 'react'
import { ArtworkContext } from './icons/ArtworkContext'
import { SocialIconArt } from './icons/SocialIconArt'

/**
 * A social-login provider's mark (Google, GitHub, Apple, X, Discord, Farcaster, Facebook), drawn
 * inline from `@latch/icons` (no outside request) in its brand colour, or in the text colour for
 * near-black brands; the provider's first letter if it has no mark or loading fails. A sized empty
 * box holds its place while it loads. Decorative: the button says the provider's name. Its drawing
 * code comes with it (with the social buttons, which only an app offering social login loads); it
 * draws only where the modal gives artwork ({@link ArtworkContext}: not in the idle rehearsal).
 *
 * @example
 * ```tsx
 * <SocialIcon provider="github" label="GitHub" />
 * ```
 */
export function SocialIcon(props: { provider: SocialProvider; label: string }) {
  const artwork = useContext(ArtworkContext)
  if (!artwork) return <span data-latch-social-icon="" data-state="loading" aria-hidden="true" />
  return <SocialIconArt {...props} />
}
