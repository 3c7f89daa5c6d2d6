import { type ComponentType, createContext } from 'react'
import type { IconImageProps } from './IconImageProps'

/**
 * The icon drawing component (its code comes with the modal's frame: the first view's wallet rows
 * draw icons). A social mark's drawing code comes with the social buttons instead (only an app that
 * offers social login loads it); it too draws only where this context is given.
 *
 * @example
 * ```ts
 * const artwork: Artwork = MODAL_ARTWORK
 * ```
 */
export type Artwork = {
  IconArt: ComponentType<IconImageProps>
}

/**
 * React context giving the icons their drawing code; the modal's frame provides it
 * ({@link MODAL_ARTWORK}). The artwork is then imported from the frame's chunk only, never from the
 * components the view chunks share: the view chunks stay free of it, and no chunk imports React
 * without the provider's hooks (which makes Vite's bundler move React out of the page's entry chunk,
 * growing every page's first load). Without it (outside the modal, or in its idle rehearsal) an icon
 * or social mark shows its loading placeholder and loads no artwork.
 *
 * @example
 * ```tsx
 * <ArtworkContext.Provider value={MODAL_ARTWORK}><WalletImage name="MetaMask" walletId="metamask" /></ArtworkContext.Provider>
 * ```
 */
export const ArtworkContext = createContext<Artwork | null>(null)
