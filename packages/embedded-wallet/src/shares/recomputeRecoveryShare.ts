import { equalBytes } from '@noble/curves/utils.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { interpolateShare } from './interpolateShare'
import { SHARE_ERROR_MESSAGES, ShareError } from './ShareError'
import { readShare, type WalletShare, writeShare } from './walletShares'

/**
 * Rebuilds a split's recovery share from its device and auth shares, in the key frame: in 2-of-3
 * any two shares fix the polynomial, and the split id's last byte is the recovery share's x (see
 * `splitWalletSecret`), so the result is the kit's exact share, as text. Used to seal the current
 * recovery share under a passkey's PRF output on a device that holds the two others.
 *
 * @param device - This device's share (text or read).
 * @param auth - The auth service's share of the same split.
 * @returns The recovery share's text, as in the visitor's kit.
 * @throws {ShareError} `SHARE_INVALID` for text that is not a share or shares of other kinds,
 *   `SHARE_MISMATCH` for shares of two splits, `SHARE_SAME_KIND` for shares with one x, and
 *   `RECOVERY_UNPLACED` when the split id names no free x.
 * @example
 * ```ts
 * const code = recomputeRecoveryShare(await vault.load(userId), (await auth.getShares(token)).authShare)
 * code === kit.code // true
 * ```
 */
export function recomputeRecoveryShare(device: string | WalletShare, auth: string | WalletShare): string {
  const a = typeof device === 'string' ? readShare(device) : device
  const b = typeof auth === 'string' ? readShare(auth) : auth
  if (a.kind !== 'device' || b.kind !== 'auth')
    throw new ShareError(SHARE_ERROR_MESSAGES.invalid, { code: 'SHARE_INVALID' })
  if (a.setId !== b.setId || !equalBytes(a.check, b.check))
    throw new ShareError(SHARE_ERROR_MESSAGES.mismatch, { code: 'SHARE_MISMATCH' })
  const x = hexToBytes(a.setId).at(-1) as number
  if (x === 0 || x === a.bytes.at(-1) || x === b.bytes.at(-1))
    throw new ShareError(SHARE_ERROR_MESSAGES.recoveryUnplaced, { code: 'RECOVERY_UNPLACED' })
  const bytes = interpolateShare(a.bytes, b.bytes, x)
  try {
    return writeShare({ kind: 'recovery', setId: a.setId, check: a.check, bytes })
  } finally {
    bytes.fill(0)
  }
}
