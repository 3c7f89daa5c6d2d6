import { readShare } from '../../shares/walletShares'
import { createKeyVault } from '../vault/createKeyVault'
import type { VaultStorage } from '../vault/VaultStorage'

/** Most vault records looked at: a browser holds one per account signed in on it. */
export const LISTED_RECORDS_MAX = 50

/**
 * A device share found in this origin's key vault.
 *
 * @example
 * ```ts
 * const [{ userId, share, setId }] = await listDeviceShares(createIndexedDbVaultStorage())
 * ```
 */
export type StoredDeviceShare = {
  /** The auth service's user id the record is stored under. */
  userId: string
  /** The device share's text. */
  share: string
  /** The id of the split it belongs to (a recovery kit of the same split combines with it). */
  setId: string
}

/**
 * Lists the device shares in the key vault, decrypted with the vault's own keys (so only on the
 * frame's origin). A record that does not open, or does not hold a device share, is left out;
 * at most {@link LISTED_RECORDS_MAX} records are read; a storage that cannot list its records
 * gives none.
 *
 * @param storage - The vault's storage (the frame origin's IndexedDB on the recovery page).
 * @returns The device shares, in the storage's key order.
 * @example
 * ```ts
 * const shares = await listDeviceShares(createIndexedDbVaultStorage())
 * ```
 */
export async function listDeviceShares(storage: VaultStorage): Promise<StoredDeviceShare[]> {
  const vault = createKeyVault({ storage })
  const found: StoredDeviceShare[] = []
  const userIds = (await storage.keys?.()) ?? []
  for (const userId of userIds.slice(0, LISTED_RECORDS_MAX)) {
    try {
      const text = await vault.load(userId)
      if (text === undefined) continue
      const share = readShare(text)
      if (share.kind === 'device') found.push({ userId, share: text, setId: share.setId })
    } catch {
      // A record that does not decrypt, or holds no share (an older record with the phrase itself).
    }
  }
  return found
}
