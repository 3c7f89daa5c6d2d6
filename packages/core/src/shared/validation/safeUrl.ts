/**
 * Longest image URL Latch passes on (a wallet's own `data:` icon can be tens of kilobytes; more is
 * not an icon).
 */
export const MAX_IMAGE_URL_LENGTH = 500_000

/** Longest link Latch passes on (registry links, install links, sign-in links). */
export const MAX_LINK_URL_LENGTH = 4_096

/**
 * Schemes a link never uses, even when a wallet registry entry names them as its own: they run
 * script (`javascript:`, `vbscript:`), open content of the page's own origin or the disk (`data:`,
 * `blob:`, `filesystem:`, `file:`, `about:`), or reach into the browser (`view-source:`,
 * extension schemes, `intent:`).
 *
 * @example
 * ```ts
 * NEVER_LINK_SCHEMES.includes('javascript:') // true
 * ```
 */
export const NEVER_LINK_SCHEMES: readonly string[] = [
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'filesystem:',
  'file:',
  'about:',
  'view-source:',
  'jar:',
  'resource:',
  'chrome:',
  'chrome-extension:',
  'moz-extension:',
  'safari-extension:',
  'ms-browser-extension:',
  'intent:',
  'ftp:',
  'ws:',
  'wss:',
  'http:',
  'https:',
]

/**
 * True when `value` has a control character or DEL (browsers drop some of them from URLs, which
 * hides a scheme), or, with `orSpace`, a space.
 */
function hasControlCharacter(value: string, orSpace: boolean): boolean {
  const highest = orSpace ? 0x20 : 0x1f
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code <= highest || code === 0x7f) return true
  }
  return false
}
/** An app scheme as a wallet registry writes it: `metamask://`, `okex://main`. */
const APP_SCHEME_LINK = /^[a-z][a-z0-9+.-]*:\/\//i
/** The media type of an image `data:` URL: `image/png`, `image/svg+xml`. */
const IMAGE_MEDIA_TYPE = /^image\/[a-z0-9][a-z0-9.+-]*$/

function parse(value: string): URL | undefined {
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

function isWebUrl(url: URL): boolean {
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && isLoopbackHost(url.hostname)
}

function isImageDataUrl(url: URL): boolean {
  if (url.protocol !== 'data:') return false
  const header = url.pathname.split(',', 1)[0] ?? ''
  const mediaType = (header.split(';', 1)[0] ?? '').trim().toLowerCase()
  return url.pathname.includes(',') && IMAGE_MEDIA_TYPE.test(mediaType)
}

/**
 * The URL an `<img src>` may use, or `undefined`. Allowed: `https:`; `http:` on a loopback host
 * only (the local demo and tests); `data:image/*` (including `image/svg+xml`: an SVG loaded as an
 * image never runs its scripts, so a wallet's announced SVG icon is safe there); and `blob:` (the
 * object URLs Latch makes of the images it downloads; in an `<img>` a blob shows as an image or
 * not at all). Everything else (`javascript:`, `data:text/html`, `file:`, plain `http:` to another
 * host, relative paths, control characters, more than {@link MAX_IMAGE_URL_LENGTH} characters) is
 * refused. The check parses the URL with the WHATWG URL parser, the one browsers use, so what was
 * checked is what the browser loads; a safe URL is returned as given.
 *
 * @param value - An icon or image URL from a wallet, a registry, storage or a data API.
 * @returns The safe URL, or `undefined`.
 * @example
 * ```ts
 * toSafeImageUrl('https://cdn.example/usdc.png') // 'https://cdn.example/usdc.png'
 * toSafeImageUrl('data:text/html,<script>alert(1)</script>') // undefined
 * ```
 */
export function toSafeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_IMAGE_URL_LENGTH || hasControlCharacter(value, false))
    return undefined
  const url = parse(value)
  if (!url) return undefined
  if (isWebUrl(url) || isImageDataUrl(url) || url.protocol === 'blob:') return value
  return undefined
}

/**
 * Options of {@link toSafeLinkUrl}.
 *
 * @example
 * ```ts
 * const options: SafeLinkOptions = { appScheme: true }
 * ```
 */
export type SafeLinkOptions = {
  /**
   * Also allow a wallet app's own scheme (`metamask://`, `okex://main`), as a wallet's registry
   * entry names it in `mobile_link` or `desktop_link`; never one of {@link NEVER_LINK_SCHEMES}.
   */
  appScheme?: boolean
}

/**
 * The URL an `<a href>` (or a navigation) may use, or `undefined`. Allowed: `https:`; `http:` on a
 * loopback host only; and, with `appScheme`, a wallet's own `scheme://` link. Never `javascript:`,
 * `data:`, `vbscript:`, `file:`, `blob:` or any other of {@link NEVER_LINK_SCHEMES}; never raw
 * whitespace or control characters (which browsers strip, hiding a scheme); at most
 * {@link MAX_LINK_URL_LENGTH} characters. The check parses the URL as browsers do; a safe URL is
 * returned as given.
 *
 * @param value - A link from a wallet registry, a wallet descriptor, storage or a service.
 * @param options - `appScheme` for a wallet's deep link.
 * @returns The safe URL, or `undefined`.
 * @example
 * ```ts
 * toSafeLinkUrl('https://leather.io') // 'https://leather.io'
 * toSafeLinkUrl('metamask://', { appScheme: true }) // 'metamask://'
 * toSafeLinkUrl('javascript:alert(1)', { appScheme: true }) // undefined
 * ```
 */
export function toSafeLinkUrl(value: unknown, options: SafeLinkOptions = {}): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LINK_URL_LENGTH || hasControlCharacter(value, true))
    return undefined
  const url = parse(value)
  if (!url) return undefined
  if (isWebUrl(url)) return value
  if (!options.appScheme || !APP_SCHEME_LINK.test(value)) return undefined
  return NEVER_LINK_SCHEMES.includes(url.protocol) ? undefined : value
}
