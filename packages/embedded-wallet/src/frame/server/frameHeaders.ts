/**
 * The Content-Security-Policy of `frame.html`: nothing but the frame's own script, network only to
 * itself and the auth service, and embeddable only by the allowed origins.
 *
 * @param authUrl - The auth service URL (its origin is allowed in `connect-src`).
 * @param allowedOrigins - The app origins allowed in `frame-ancestors`.
 * @returns The header value.
 * @example
 * ```ts
 * frameContentSecurityPolicy('http://127.0.0.1:8787', ['http://127.0.0.1:5173'])
 * // "default-src 'none'; script-src 'self'; connect-src 'self' http://127.0.0.1:8787; frame-ancestors http://127.0.0.1:5173"
 * ```
 */
export function frameContentSecurityPolicy(authUrl: string, allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length === 0 ? "'none'" : allowedOrigins.join(' ')
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src 'self' ${new URL(authUrl).origin}`,
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

/**
 * The key frame page: a title, the module script and nothing to show. No inline script.
 *
 * @example
 * ```ts
 * res.end(FRAME_HTML)
 * ```
 */
export const FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latch key frame</title>' +
  '<script type="module" src="/frame.js"></script></head><body></body></html>'
