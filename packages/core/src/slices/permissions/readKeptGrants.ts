import type { LatchStorage } from '../../shared/storage/types'
import { PERMISSIONS_LIMITS } from './permissionsLimits'
import { readPermissionGrant } from './readPermissionGrant'
import type { PermissionGrant } from './types'

const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/**
 * The grants kept for an account and chain, read back from storage (untrusted): the last 50 items
 * at most, each checked as a wallet's answer is (see `readPermissionGrant`) for `from`; an item
 * that is not a grant, and an expired grant, are dropped.
 *
 * @param storage - The instance's storage.
 * @param key - The account and chain's key (`permissions:<chain id>:<address>`).
 * @param from - The connected account.
 * @param nowMs - The clock (ms since epoch).
 * @returns The grants.
 * @example
 * ```ts
 * const grants = readKeptGrants(storage, 'permissions:1:0xabc…', account, Date.now())
 * ```
 */
export function readKeptGrants(
  storage: LatchStorage,
  key: string,
  from: `0x${string}`,
  nowMs: number,
): PermissionGrant[] {
  const now = Math.floor(nowMs / 1000)
  const items = storage.get(key, isList) ?? []
  return items.slice(-PERMISSIONS_LIMITS.grantsMax).flatMap((item, index) => {
    try {
      const grant = readPermissionGrant(item, from, index)
      return grant.expiry !== undefined && grant.expiry <= now ? [] : [grant]
    } catch {
      return [] // a stored item that is not a grant is dropped
    }
  })
}
