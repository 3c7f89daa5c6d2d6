import { hasControlCharacter, isImageDataUrl, isWebUrl, parseUrl } from './urlParts'

// The link policy and the URL parts both checks read live beside this module; the public entries,
// the data layer and the tests name them here.
export {
  MAX_LINK_URL_LENGTH,
  NEVER_LINK_SCHEMES,
  type SafeLinkOptions,
  toSafeLinkUrl,
} from './safeLinkUrl'
export { isLoopbackHost } from './urlParts'

/**
 * Longest image URL Latch passes on (a wallet's own `data:` icon can be tens of kilobytes; more is
 * not an icon).
 */
export const MAX_IMAGE_URL_LENGTH = 500_000

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
  const url = parseUrl(value)
  if (!url) return undefined
  if (isWebUrl(url) || isImageDataUrl(url) || url.protocol === 'blob:') return value
  return undefined
}
