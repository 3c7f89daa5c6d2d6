/**
 * The fill of a social mark: its brand colour, or the text colour (`currentColor`) for a near-black
 * brand (GitHub, Apple, X) so the mark stays visible on a dark theme.
 *
 * @param color - Brand colour, `#RRGGBB`.
 * @returns The fill to draw with.
 * @example
 * ```ts
 * markFill('#181717') // 'currentColor'
 * markFill('#5865F2') // '#5865F2'
 * ```
 */
export function markFill(color: string): string {
  const rgb = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color)
  if (!rgb) return 'currentColor'
  const [r, g, b] = rgb.slice(1).map((hex) => Number.parseInt(hex, 16) / 255) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return luminance < 0.15 ? 'currentColor' : color
}
