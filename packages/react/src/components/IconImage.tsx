import { useContext } from 'react'
import { ArtworkContext } from './icons/ArtworkContext'
import type { IconImageProps } from './icons/IconImageProps'

/**
 * A decorative, fixed-size image (the item's name is always shown beside it): the item's own image,
 * else the mark Latch ships for it (from `@latch/icons`, no outside request), else its first letter.
 * Its drawing code comes with the modal's frame (outside the modal, with no frame around it, it shows
 * its placeholder); while a mark loads, a placeholder of the same size holds its place.
 *
 * @example
 * ```tsx
 * <IconImage src={wallet.imageUrl} name={wallet.name} kind="wallet" request={{ kind: 'wallet', id: wallet.id }} />
 * ```
 */
export function IconImage(props: IconImageProps) {
  const artwork = useContext(ArtworkContext)
  if (!artwork)
    return (
      <span data-latch-wallet-image="" data-latch-icon={props.kind} data-state="loading" aria-hidden="true" />
    )
  return <artwork.IconArt {...props} />
}
