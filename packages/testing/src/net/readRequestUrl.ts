/** An absolute-form request target: a URI scheme, then a colon. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:/

/**
 * The URL a request target names (path and query; the origin is a fixed loopback one), or
 * undefined when the target is malformed. Total: it never throws, whatever node:http lets through.
 * An origin-form target (`/path?query`) is the path as sent (one starting with `//` stays a path,
 * it never names a host); an absolute `http(s)`/`ws(s)` URL gives its path and query; anything
 * else (`*`, other schemes, a URL with a malformed host) is undefined. The fixtures answer
 * undefined with 400 instead of throwing in their request listener.
 *
 * @param target - The request target (`req.url`).
 * @returns The URL, or undefined.
 * @example
 * ```ts
 * const url = readRequestUrl(req.url ?? '/')
 * if (!url) return res.writeHead(400).end()
 * url.pathname // '/v2/accounts/ST1…'
 * ```
 */
export function readRequestUrl(target: string): URL | undefined {
  const origin = target.startsWith('/')
  if (!origin && !ABSOLUTE_FORM.test(target)) return undefined
  try {
    // Concatenated, not resolved against a base: `//host/x` would otherwise name a host.
    const url = new URL(origin ? `http://127.0.0.1${target}` : target)
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return undefined
    return new URL(`http://127.0.0.1${url.pathname}${url.search}`)
  } catch {
    return undefined
  }
}
