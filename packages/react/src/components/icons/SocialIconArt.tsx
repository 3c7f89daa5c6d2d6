import type { SocialProvider } from '@latch/core'
import type { SocialMark } from '@latch/icons'
import { useEffect, useState } from 'react'
import { markFill } from './markFill'

/** Side of a social mark, in CSS pixels. */
const SIZE = 20

/**
 * What `SocialIcon` draws once its code has loaded (its own chunk): the provider's mark from
 * `@latch/icons` (loaded on demand, no outside request) in its brand colour, or in the text colour
 * for near-black brands; a sized empty box while it loads; the first letter if it has no mark or
 * loading fails.
 *
 * @example
 * ```tsx
 * <SocialIconArt provider="github" label="GitHub" />
 * ```
 */
export function SocialIconArt({ provider, label }: { provider: SocialProvider; label: string }) {
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
