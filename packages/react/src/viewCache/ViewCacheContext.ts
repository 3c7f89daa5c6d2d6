import { createContext } from 'react'
import type { ViewCache } from './createViewCache'

/**
 * React context giving the views the instance's loaded-views cache (provided by the modal's frame),
 * so a navigation trigger can load its view's code on intent ({@link usePreloadView}). The views
 * read it from here rather than importing {@link viewCacheOf}: the module that holds the dynamic
 * imports stays in the frame's chunk (a dynamic import in code the view chunks share makes Vite's
 * bundler move React out of the page's entry chunk).
 *
 * @example
 * ```tsx
 * <ViewCacheContext.Provider value={viewCacheOf(latch)}>{children}</ViewCacheContext.Provider>
 * ```
 */
export const ViewCacheContext = createContext<ViewCache | null>(null)
