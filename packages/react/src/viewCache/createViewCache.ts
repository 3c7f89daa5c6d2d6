import type { RouterView } from '@latch/core'
import type { ComponentType } from 'react'
import type { LoadedView, LoadedViews } from './LoadedViews'

/**
 * Loads the code of one view, or of a group of views in one chunk: the module's components, by the
 * views they render, and their titles.
 *
 * @example
 * ```ts
 * const loader: ViewLoader = () =>
 *   import('./connect/ConnectView').then((m) => ({ views: { Connect: m.ConnectView }, title: connectTitle }))
 * ```
 */
export type ViewLoader = () => Promise<LoadedViews>

/**
 * The views whose code one provider has loaded, and the loads under way. The modal renders a view
 * only once its component is here ({@link ViewCache.get}); navigation triggers call
 * {@link ViewCache.load} on intent, so the click usually finds it ready.
 *
 * @example
 * ```ts
 * const views: ViewCache = createViewCache(viewLoaders(latch))
 * ```
 */
export type ViewCache = {
  /** The view's component and title once its code is loaded, else `undefined`. */
  get(view: RouterView): LoadedView | undefined
  /** Loads the view's code (once; a failed load is tried again by the next call). */
  load(view: RouterView): Promise<void>
  /** Calls `listener` each time views have loaded. */
  subscribe(listener: () => void): () => void
  /** The views whose code is loaded, in load order. */
  loaded(): RouterView[]
}

/**
 * Creates the loaded-views cache of one provider.
 *
 * @param loaderOf - The loader of a view (views of one chunk share theirs: one load for all).
 * @returns The cache.
 * @example
 * ```ts
 * const views = createViewCache(viewLoaders(latch))
 * await views.load('Connect')
 * views.get('Connect') // { View: ConnectView, title: connectTitle }
 * ```
 */
export function createViewCache(loaderOf: (view: RouterView) => ViewLoader): ViewCache {
  const components = new Map<RouterView, LoadedView>()
  const pending = new Map<ViewLoader, Promise<void>>()
  const listeners = new Set<() => void>()
  return {
    get: (view) => components.get(view),
    load(view) {
      if (components.has(view)) return Promise.resolve()
      const loader = loaderOf(view)
      const running = pending.get(loader)
      if (running) return running
      const loading = loader().then(
        (module) => {
          pending.delete(loader)
          for (const [name, View] of Object.entries(module.views) as [RouterView, ComponentType][])
            components.set(name, { View, title: module.title })
          for (const listener of [...listeners]) listener()
        },
        (cause: unknown) => {
          pending.delete(loader)
          throw cause
        },
      )
      pending.set(loader, loading)
      return loading
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    loaded: () => [...components.keys()],
  }
}
