import { hasControlCharacter, isWebUrl, parseUrl } from './safeUrl'

// Apart from safeUrl.ts (the link rule): every page's first load checks links (the app's metadata
// and RPC URLs), and only later code checks images, so this rule stays out of that load.

/**
 * Longest image URL Latch passes on (a wallet's own `data:` icon can be tens of kilobytes; more is
 * not an icon).
 */
export const MAX_IMAGE_URL_LENGTH = 500_000

/** The media type of an image `data:` URL: `image/png`, `image/svg+xml`. */
const IMAGE_MEDIA_TYPE = /^image\/[a-z0-9][a-z0-9.+-]*$/

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
  const url = parseUrl(value)
  if (!url) return undefined
  if (isWebUrl(url) || isImageDataUrl(url) || url.protocol === 'blob:') return value
  return undefined
}

/**
 * A copy of `item` whose image URL fields hold only URLs safe in an `<img src>`
 * ({@link toSafeImageUrl}); an unsafe or malformed one is left out, the rest of the item kept.
 *
 * @param item - A token balance, NFT, wallet entry... read from outside Latch.
 * @param fields - Its image URL fields.
 * @returns The copy.
 * @example
 * ```ts
 * withSafeImageUrls({ symbol: 'ETH', iconUrl: 'javascript:alert(1)' }, ['iconUrl']) // { symbol: 'ETH' }
 * ```
 */
export function withSafeImageUrls<T extends object>(item: T, fields: readonly (keyof T & string)[]): T {
  const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) }
  for (const field of fields) {
    if (copy[field] === undefined) continue
    const safe = toSafeImageUrl(copy[field])
    if (safe === undefined) delete copy[field]
    else copy[field] = safe
  }
  return copy as T
}
