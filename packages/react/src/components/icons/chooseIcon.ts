/**
 * What an icon frame shows: an image, a sized empty placeholder while the shipped mark loads, or
 * the letter fallback.
 *
 * @example
 * ```ts
 * const shown: ShownIcon = { kind: 'image', src: 'data:image/svg+xml,…' }
 * ```
 */
export type ShownIcon = { kind: 'image'; src: string } | { kind: 'loading' } | { kind: 'letter' }

/**
 * Picks what to show: the item's own image (a wallet's announced icon, a hosted registry image, a
 * token's or profile's image) unless it failed, else the shipped mark once loaded, else the letter.
 *
 * @param own - The item's own usable image, if any.
 * @param shipped - The shipped mark: `'pending'` while loading, `null` when none is shipped.
 * @param failed - Image URLs that failed to load here.
 * @returns What to show.
 * @example
 * ```ts
 * chooseIcon(undefined, 'pending', new Set()) // { kind: 'loading' }
 * ```
 */
export function chooseIcon(
  own: string | undefined,
  shipped: string | null | 'pending' | undefined,
  failed: ReadonlySet<string>,
): ShownIcon {
  if (own !== undefined && !failed.has(own)) return { kind: 'image', src: own }
  if (shipped === 'pending') return { kind: 'loading' }
  if (typeof shipped === 'string' && !failed.has(shipped)) return { kind: 'image', src: shipped }
  return { kind: 'letter' }
}
