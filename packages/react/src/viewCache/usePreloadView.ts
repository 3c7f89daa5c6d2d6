import type { RouterView } from '@latch/core'
import { useContext } from 'react'
import { ViewCacheContext } from './ViewCacheContext'

/**
 * Handlers that load a view's code on the intent that leads to it: the pointer entering the
 * trigger, focus, or a press (touch has no hover), so the click usually finds the view ready.
 *
 * @param view - The view the trigger leads to; `undefined` for none.
 * @returns The trigger's `onPointerEnter`, `onFocus` and `onPointerDown`.
 * @example
 * ```tsx
 * <button type="button" {...usePreloadView('Networks')} onClick={() => latch.router.push('Networks')} />
 * ```
 */
export function usePreloadView(view: RouterView | undefined) {
  const views = useContext(ViewCacheContext)
  // A failed load is tried again when the view is navigated to.
  const preload = () => void (view && views?.load(view).catch(() => {}))
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload }
}
