import { useEffect } from 'react'

/**
 * Runs `prefetch` once the browser is idle after mount (a short timeout where
 * `requestIdleCallback` is missing). Never runs on the server.
 *
 * @param prefetch - What to run when idle; `undefined` to do nothing.
 * @example
 * ```tsx
 * usePrefetchOnIdle(() => void loadModal())
 * ```
 */
export function usePrefetchOnIdle(prefetch: (() => void) | undefined): void {
  useEffect(() => {
    if (!prefetch) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 2_000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(prefetch, 200)
    return () => window.clearTimeout(handle)
  }, [prefetch])
}
