import { useEffect, useState } from 'react'
import { isPlaceholderIcon } from '../../utils/isPlaceholderIcon'
import { chooseIcon } from './chooseIcon'
import type { IconImageProps } from './IconImageProps'
import { iconRequestKey, loadShippedIcon } from './loadShippedIcon'

/**
 * What `IconImage` draws (its code comes with the modal's frame, not with the views): the item's own image,
 * else the mark Latch ships for it (loaded on demand from `@latch/icons`, no outside request, once
 * the frame that first shows the item is painted), else its first letter. Its box has the same size
 * in every state, so nothing moves when a mark loads or fails.
 *
 * @example
 * ```tsx
 * <IconArt src={wallet.imageUrl} name={wallet.name} kind="wallet" request={{ kind: 'wallet', id: wallet.id }} />
 * ```
 */
export function IconArt({ src, name, kind, request, size = 40 }: IconImageProps) {
  const own = src && !isPlaceholderIcon(src) ? src : undefined
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const key = request ? iconRequestKey(request) : undefined
  const [shipped, setShipped] = useState<{ key: string; src: string | null } | undefined>(undefined)
  const needShipped = key !== undefined && (own === undefined || failed.has(own))

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` identifies `request` (a fresh object each render).
  useEffect(() => {
    if (!needShipped || !request || key === undefined) return
    let live = true
    // After the frame that shows the item: effects of a commit made in a click run before its paint,
    // and each row's `import()` (the bundler's preload links, the icons' chunk) held the modal's
    // first frame back; the box shows its loading state meanwhile.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        if (!live) return
        loadShippedIcon(request).then(
          (found) => live && setShipped({ key, src: found ?? null }),
          () => live && setShipped({ key, src: null }),
        )
      }),
    )
    return () => {
      live = false
      cancelAnimationFrame(frame)
    }
  }, [needShipped, key])

  const current = shipped && shipped.key === key ? shipped.src : needShipped ? 'pending' : undefined
  const shown = chooseIcon(own, current, failed)
  if (shown.kind === 'image')
    return (
      <img
        data-latch-wallet-image=""
        data-latch-icon={kind}
        src={shown.src}
        alt=""
        // a shipped or announced mark is inline data (nothing to fetch): drawn as soon as it is in
        // the list; an image from the network waits until it is near the viewport
        loading={shown.src.startsWith('data:') ? 'eager' : 'lazy'}
        decoding="async"
        width={size}
        height={size}
        onError={() => setFailed((set) => new Set(set).add(shown.src))}
      />
    )
  if (shown.kind === 'loading')
    return <span data-latch-wallet-image="" data-latch-icon={kind} data-state="loading" aria-hidden="true" />
  return (
    <span data-latch-wallet-image="" data-latch-icon={kind} data-placeholder="" aria-hidden="true">
      {firstLetter(name)}
    </span>
  )
}

/** The letter of the fallback: the first letter or digit of the name (`0x…` addresses skip `0x`). */
function firstLetter(name: string): string {
  const trimmed = name.trim().replace(/^0x/i, '')
  return (/[\p{L}\p{N}]/u.exec(trimmed)?.[0] ?? '?').toUpperCase()
}
