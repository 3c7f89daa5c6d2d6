// What the URL safety checks (safeUrl, safeLinkUrl) read of a URL: its characters, its parse and
// its kind.

/**
 * True when `value` has a control character or DEL (browsers drop some of them from URLs, which
 * hides a scheme), or, with `orSpace`, a space.
 */
export function hasControlCharacter(value: string, orSpace: boolean): boolean {
  const highest = orSpace ? 0x20 : 0x1f
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code <= highest || code === 0x7f) return true
  }
  return false
}
/** The media type of an image `data:` URL: `image/png`, `image/svg+xml`. */
const IMAGE_MEDIA_TYPE = /^image\/[a-z0-9][a-z0-9.+-]*$/

/** `value` parsed as browsers parse it (the WHATWG URL parser), or `undefined`. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * True for a host that is this machine: `localhost`, `*.localhost`, `127.0.0.0/8` and `[::1]`
 * (as the URL parser normalises them).
 *
 * @param hostname - `URL.hostname`.
 * @returns Whether it is a loopback host.
 * @example
 * ```ts
 * isLoopbackHost(new URL('http://127.1:8545').hostname) // true
 * ```
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  )
}

/** True for `https:` with a host, or `http:` on a loopback host (the local demo and tests). */
export function isWebUrl(url: URL): boolean {
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && isLoopbackHost(url.hostname)
}

/** True for a `data:` URL of an image media type (`image/png`, `image/svg+xml`). */
export function isImageDataUrl(url: URL): boolean {
  if (url.protocol !== 'data:') return false
  const header = url.pathname.split(',', 1)[0] ?? ''
  const mediaType = (header.split(';', 1)[0] ?? '').trim().toLowerCase()
  return url.pathname.includes(',') && IMAGE_MEDIA_TYPE.test(mediaType)
}
