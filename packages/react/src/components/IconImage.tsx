import { lazy, Suspense } from 'react'
import type { IconRequest } from './icons/loadShippedIcon'

/**
 * Props of {@link IconImage}.
 *
 * @example
 * ```tsx
 * const props: IconImageProps = { name: 'MetaMask', kind: 'wallet', request: { kind: 'wallet', id: 'metamask' } }
 * ```
 */
export type IconImageProps = {
  /** The item's own image: an announced icon, a hosted image, a profile, token or NFT image. */
  src?: string | undefined
  /** Name of the item: its first letter is the fallback. */
  name: string
  /** What is drawn, as `data-latch-icon` (the theme sizes each kind). */
  kind: 'wallet' | 'network' | 'token' | 'avatar' | 'nft'
  /** The artwork Latch ships for the item, used when it has no image of its own or that failed. */
  request?: IconRequest | undefined
  /** Width and height in CSS pixels, reserved before anything loads. Default 40 (the theme's `--latch-wallet-image-size`). */
  size?: number
}

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
