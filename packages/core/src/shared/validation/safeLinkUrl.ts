import { hasControlCharacter, isWebUrl, parseUrl } from './urlParts'

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

/** An app scheme as a wallet registry writes it: `metamask://`, `okex://main`. */
const APP_SCHEME_LINK = /^[a-z][a-z0-9+.-]*:\/\//i

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
