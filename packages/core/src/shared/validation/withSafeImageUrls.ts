import { toSafeImageUrl } from './safeUrl'

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
