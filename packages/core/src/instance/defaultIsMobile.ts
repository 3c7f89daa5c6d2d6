/**
 * Default mobile check, run at call time (never at import): a mobile user agent in the browser,
 * false on the server.
 *
 * @returns Whether the device looks mobile.
 * @example
 * ```ts
 * createLatch({ ...options, isMobile: defaultIsMobile })
 * ```
 */
export function defaultIsMobile(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.userAgent !== 'string') return false
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent)
}
