import type { ProfileConnectionRow } from './profileFamilies'

/**
 * How a ProfileWallets row is marked, one word for one thing: `active` on the one connection in use
 * (the Account view's, the only row with no "Switch"); `usedFor` on a namespace's own active
 * connection while another namespace is in use (that namespace uses it; "Switch" makes it the one in
 * use); `none` on the others.
 *
 * @example
 * ```ts
 * const mark: ProfileRowMark = 'usedFor' // "Used for Solana"
 * ```
 */
export type ProfileRowMark = 'active' | 'usedFor' | 'none'

/**
 * The mark of a ProfileWallets row (see {@link ProfileRowMark}): no row reads "Active" and offers
 * "Switch" at once, and a namespace's own wallet is worded apart from the one in use.
 *
 * @param row - A row of `selectProfileFamilies`.
 * @returns Its mark.
 * @example
 * ```ts
 * profileRowMark({ ...row, active: true, current: false }) // 'usedFor'
 * ```
 */
export function profileRowMark(row: Pick<ProfileConnectionRow, 'active' | 'current'>): ProfileRowMark {
  if (row.current) return 'active'
  return row.active ? 'usedFor' : 'none'
}
