import type { SocialProvider } from '@latch/core'
import { type ComponentType, createContext } from 'react'
import type { IconImageProps } from './IconImageProps'

/**
 * The icon drawing components (their code comes with the modal's frame).
 *
 * @example
 * ```ts
 * const artwork: Artwork = MODAL_ARTWORK
 * ```
 */
export type Artwork = {
  IconArt: ComponentType<IconImageProps>
  SocialIconArt: ComponentType<{ provider: SocialProvider; label: string }>
}

/**
 * React context giving the icons their drawing code; the modal's frame provides it
 * ({@link MODAL_ARTWORK}). The artwork is then imported from the frame's chunk only, never from the
 * components the view chunks share: the view chunks stay free of it, and no chunk imports React
 * without the provider's hooks (which makes Vite's bundler move React out of the page's entry chunk,
 * growing every page's first load). Without it an icon shows its loading placeholder.
 *
 * @example
 * ```tsx
 * <ArtworkContext.Provider value={MODAL_ARTWORK}><WalletImage name="MetaMask" walletId="metamask" /></ArtworkContext.Provider>
 * ```
 */
export const ArtworkContext = createContext<Artwork | null>(null)
