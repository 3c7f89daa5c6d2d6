import { lazy, Suspense } from 'react'
import type { IconImageProps } from './icons/IconImageProps'

const IconArt = lazy(() => import('./icons/artwork').then((art) => ({ default: art.IconArt })))

/**
 * A decorative, fixed-size image (the item's name is always shown beside it): the item's own image,
 * else the mark Latch ships for it (from `@latch/icons`, no outside request), else its first letter.
 * Its drawing code loads with the first icon shown, so the modal's own code stays as small as it
 * was; until then, and while a mark loads, a placeholder of the same size holds its place.
 *
 * @example
 * ```tsx
 * <IconImage src={wallet.imageUrl} name={wallet.name} kind="wallet" request={{ kind: 'wallet', id: wallet.id }} />
 * ```
 */
export function IconImage(props: IconImageProps) {
  return (
    <Suspense
      fallback={
        <span
          data-latch-wallet-image=""
          data-latch-icon={props.kind}
          data-state="loading"
          aria-hidden="true"
        />
      }
    >
      <IconArt {...props} />
    </Suspense>
  )
}
