import type { IconRequest } from './loadShippedIcon'

/**
 * Props of `IconImage` (and of `IconArt`, which draws it once its code has loaded).
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
