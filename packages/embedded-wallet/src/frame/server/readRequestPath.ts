/** An absolute-form request target: a URI scheme, then a colon. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:/

/**
 * The path a request target names, or undefined when the target is malformed. Total: it never
 * throws, whatever node:http lets through. An origin-form target (`/path?query`) gives its path
 * as sent (one starting with `//` stays a path, it never names a host); an absolute `http(s)` URL
 * gives its path; anything else (`*`, other schemes, a URL with a malformed host) is undefined.
 *
 * @param target - The request target (`req.url`).
 * @returns The path, or undefined.
 * @example
 * ```ts
 * readRequestPath('/frame.html?x=1') // '/frame.html'
 * readRequestPath('//[bad/frame.html') // '//[bad/frame.html'
 * readRequestPath('http://[bad/frame.html') // undefined
 * ```
 */
export function readRequestPath(target: string): string | undefined {
  const origin = target.startsWith('/')
  if (!origin && !ABSOLUTE_FORM.test(target)) return undefined
  try {
    // Concatenated, not resolved against a base: `//host/x` would otherwise name a host.
    const url = new URL(origin ? `http://frame.invalid${target}` : target)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : undefined
  } catch {
    return undefined
  }
}
