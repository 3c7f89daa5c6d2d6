/**
 * The glyphs of the no-wallet help's points: a wallet, an address shared with the app, an approval.
 *
 * @example
 * ```ts
 * const glyph: HelpGlyphName = 'approve'
 * ```
 */
export type HelpGlyphName = 'wallet' | 'address' | 'approve'

// Our own line drawings on a 24-unit grid, stroked in the text colour (the theme sets the stroke).
// The path data are drawing codes, not text for people.
const PATHS: Record<HelpGlyphName, string> = {
  wallet:
    // i18n-ignore: SVG path data
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5ZM16 13.5h.01',
  address:
    // i18n-ignore: SVG path data
    'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  // i18n-ignore: SVG path data
  approve: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3ZM9 12l2 2 4-4',
}

/**
 * A decorative line glyph beside one point of the no-wallet help (hidden from assistive tech: the
 * text beside it says it all).
 *
 * @param props - `name`: which glyph.
 * @example
 * ```tsx
 * <HelpGlyph name="wallet" />
 * ```
 */
export function HelpGlyph({ name }: { name: HelpGlyphName }) {
  return (
    <svg data-latch-help-glyph={name} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  )
}
