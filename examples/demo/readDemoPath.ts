/** An absolute-form request target: a URI scheme, then a colon. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:/

/**
 * The decoded path a request to the demo server names, or undefined when the target is
 * malformed. Total: it never throws, whatever node:http lets through. An origin-form target
 * (`/path?query`) gives its path (one starting with `//` stays a path, it never names a host); an
 * absolute `http(s)` URL gives its path; anything else (`*`, other schemes, a URL with a malformed
 * host) and a path that is not valid percent-encoded UTF-8 is undefined.
 *
 * @param target - The request target (`request.url`).
 * @returns The decoded path, or undefined.
 * @example
 * ```ts
 * readDemoPath('/assets/index.js?v=1') // '/assets/index.js'
 * readDemoPath('/%E0%A4%A') // undefined
 * ```
 */
export function readDemoPath(target: string): string | undefined {
  const origin = target.startsWith('/')
  if (!origin && !ABSOLUTE_FORM.test(target)) return undefined
  try {
    // Concatenated, not resolved against a base: `//host/x` would otherwise name a host.
    const url = new URL(origin ? `http://127.0.0.1${target}` : target)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return decodeURIComponent(url.pathname)
  } catch {
    return undefined
  }
}
