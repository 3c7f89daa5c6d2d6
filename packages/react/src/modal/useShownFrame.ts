import type { RouterView } from '@latch/core'
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { ViewCache } from '../viewCache/createViewCache'
import type { LoadedView } from '../viewCache/LoadedViews'

/**
 * What the modal shows: a frame of the router (its view, data, depth…) and the view's component and
 * title, which came with its code.
 *
 * @example
 * ```ts
 * const shown: ShownFrame<{ view: RouterView }> = { frame: { view: 'Connect' }, View: ConnectView, title: connectTitle }
 * ```
 */
export type ShownFrame<F extends { view: RouterView }> = { frame: F } & LoadedView

/**
 * The frame to show: the router's when its view's code is loaded, else the last one shown, while
 * the new view's code loads (no blank modal between two views); `undefined` until a first view is
 * loaded. Starts the load of a view that is not loaded yet.
 *
 * @param frame - The router's frame.
 * @param views - The provider's loaded-views cache.
 * @returns The frame to show and its view's component.
 * @example
 * ```tsx
 * const shown = useShownFrame(useLatchSelector(selectModalFrame), views)
 * ```
 */
export function useShownFrame<F extends { view: RouterView }>(
  frame: F,
  views: ViewCache,
): ShownFrame<F> | undefined {
  const read = () => views.get(frame.view)
  const loaded = useSyncExternalStore(views.subscribe, read, read)
  const last = useRef<ShownFrame<F> | undefined>(undefined)
  const current = loaded ? { frame, ...loaded } : undefined
  useLayoutEffect(() => {
    if (current) last.current = current
  })
  useEffect(() => {
    // A failed load leaves the last view shown; the next navigation or intent tries again.
    if (!loaded) views.load(frame.view).catch(() => {})
  }, [views, frame.view, loaded])
  return current ?? last.current
}
