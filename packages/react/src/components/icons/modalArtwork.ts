import type { Artwork } from './ArtworkContext'
import { IconArt } from './IconArt'

/**
 * The icon drawing component, in the modal frame's chunk: the first view's wallet rows already show
 * icons, so it comes with the frame rather than as a chunk of their own (the social marks' drawing
 * code comes with the social buttons, see `SocialIcon`). Imported by the modal's frame only
 * (see {@link ArtworkContext}). A chunk of its own that imports React without the provider's hooks
 * makes Vite's bundler (Rolldown) move React out of the app's entry chunk, which grew the app's first
 * load by 0.12 KB gzip with React 19 and 0.32 KB with React 18 (measured on the packed packages).
 *
 * @example
 * ```tsx
 * <ArtworkContext.Provider value={MODAL_ARTWORK}>{children}</ArtworkContext.Provider>
 * ```
 */
export const MODAL_ARTWORK: Artwork = { IconArt }
