/**
 * Latch's own neutral monograms (core's `monogramIcon` and the Stacks package's): one or two letters
 * on a 64×64 rounded square. They stand in for a wallet's artwork, so a shipped mark replaces them.
 */
const MONOGRAM =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 64 64"><rect width="64" height="64" rx="\d+" fill="#[0-9A-Fa-f]{6}"\/><text [^>]*>[A-Z0-9?]{1,2}<\/text><\/svg>$/

/** An SVG with nothing in it draws nothing: it is no image. */
const EMPTY_SVG = /^<svg(\s[^>]*)?(\/>|>\s*<\/svg>)$/

/**
 * Whether an image URL is a stand-in rather than artwork: one of Latch's letter monograms or an
 * empty SVG (some wallets announce one). A shipped mark or the letter fallback is drawn instead.
 *
 * @param src - Image URL.
 * @returns True for a monogram or empty SVG `data:` URL.
 * @example
 * ```ts
 * isPlaceholderIcon(monogramIcon('Leather')) // true
 * ```
 */
export function isPlaceholderIcon(src: string): boolean {
  const prefix = 'data:image/svg+xml,'
  if (!src.startsWith(prefix) || src.length > 2048) return false
  let svg: string
  try {
    svg = decodeURIComponent(src.slice(prefix.length))
  } catch {
    return false
  }
  return MONOGRAM.test(svg) || EMPTY_SVG.test(svg.trim())
}
