import { useEffect } from 'react'
import { loadModal } from './loadModal'

/**
 * Prefetches the modal's code once the browser is idle after mount (a timeout where
 * `requestIdleCallback` is missing). Never runs on the server.
 *
 * @param enabled - Whether to prefetch.
 * @example
 * ```tsx
 * usePrefetchOnIdle(true)
 * ```
 */
export function usePrefetchOnIdle(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const prefetch = () => void loadModal()
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 2_000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(prefetch, 200)
    return () => window.clearTimeout(handle)
  }, [enabled])
}
