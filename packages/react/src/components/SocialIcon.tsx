import type { SocialProvider } from '@latch/core'
import type { SocialMark } from '@latch/icons'
import { useEffect, useState } from 'react'
import { markFill } from './icons/markFill'

/** Side of a social mark, in CSS pixels. */
const SIZE = 20

/**
 * A social-login provider's mark (Google, GitHub, Apple, X, Discord, Farcaster, Facebook), drawn
 * inline from `@latch/icons` (loaded on demand, no outside request) in its brand colour, or in the
 * text colour for near-black brands. A sized empty box while it loads; the provider's first letter
 * if it has no mark or loading fails. Decorative: the button says the provider's name.
 *
 * @example
 * ```tsx
 * <SocialIcon provider="github" label="GitHub" />
 * ```
 */
export function SocialIcon({ provider, label }: { provider: SocialProvider; label: string }) {
  const [mark, setMark] = useState<{ provider: string; mark: SocialMark | null } | undefined>(undefined)
  useEffect(() => {
    let live = true
    import('@latch/icons')
      .then((icons) => icons.loadSocialMark(provider))
      .then(
        (found) => live && setMark({ provider, mark: found ?? null }),
        () => live && setMark({ provider, mark: null }),
      )
    return () => {
      live = false
    }
  }, [provider])
  const current = mark?.provider === provider ? mark.mark : undefined
  if (current)
    return (
      <svg
        data-latch-social-icon=""
        width={SIZE}
        height={SIZE}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={current.path} fill={markFill(current.color)} />
      </svg>
    )
  if (current === undefined) return <span data-latch-social-icon="" data-state="loading" aria-hidden="true" />
  return (
    <span data-latch-social-icon="" data-placeholder="" aria-hidden="true">
      {label.slice(0, 1).toUpperCase()}
    </span>
  )
}
