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
 *
 * @param value - A URL as given.
 * @param orSpace - Whether a space counts too.
 * @returns Whether it has one.
 * @example
 * ```ts
 * hasControlCharacter('java\tscript:alert(1)', false) // true
 * ```
 */
export function hasControlCharacter(value: string, orSpace: boolean): boolean {
  const highest = orSpace ? 0x20 : 0x1f
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code <= highest || code === 0x7f) return true
  }
  return false
}
/** An app scheme as a wallet registry writes it: `metamask://`, `okex://main`. */
const APP_SCHEME_LINK = /^[a-z][a-z0-9+.-]*:\/\//i
/**
 * The URL parsed with the WHATWG parser (the one browsers use), or `undefined` when it is not one.
 *
 * @param value - A URL as given.
 * @returns The parsed URL, or `undefined`.
 * @example
 * ```ts
 * parseUrl('https://example.com/x')?.hostname // 'example.com'
 * ```
 */
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

/**
 * True for an `https:` URL with a host, or `http:` on a loopback host (see {@link isLoopbackHost}).
 *
 * @param url - A parsed URL.
 * @returns Whether a page may load it.
 * @example
 * ```ts
 * isWebUrl(new URL('http://127.0.0.1:8545')) // true
 * ```
 */
export function isWebUrl(url: URL): boolean {
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && isLoopbackHost(url.hostname)
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
  const url = parseUrl(value)
  if (!url) return undefined
  if (isWebUrl(url)) return value
  if (!options.appScheme || !APP_SCHEME_LINK.test(value)) return undefined
  return NEVER_LINK_SCHEMES.includes(url.protocol) ? undefined : value
}
