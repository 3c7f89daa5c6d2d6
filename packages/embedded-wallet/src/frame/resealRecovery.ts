import { recomputeRecoveryShare } from '../shares/recomputeRecoveryShare'
import type { RecoveryHooks } from './RecoveryHooks'

/**
 * After a wallet opened with this device's share and the auth share (on a known device, or just
 * recovered on a new one), seals the split's recovery share for the passkey that signed in when
 * its box is missing or of an older split: the share is rebuilt from the two others in the frame
 * (`recomputeRecoveryShare`), sealed under the PRF output of that same sign-in and stored at the
 * service, which takes it only for its current split. Failures change nothing: the kit still
 * works, and the next passkey sign-in tries again.
 *
 * @param hooks - The passkey login's hooks (none without a PRF output).
 * @param shares - This device's share, the auth share and their split.
 * @example
 * ```ts
 * await resealRecovery(hooks, { deviceShare: stored.text, authShare: current.authShare, setId: current.setId })
 * ```
 */
export async function resealRecovery(
  hooks: RecoveryHooks,
  shares: { deviceShare: string; authShare: string; setId: string },
): Promise<void> {
  if (hooks.sealRecovery === undefined || hooks.boxMissing?.(shares.setId) !== true) return
  try {
    await hooks.sealRecovery(recomputeRecoveryShare(shares.deviceShare, shares.authShare), shares.setId)
  } catch {
    // a split that names no recovery x, the service unreachable or split again meanwhile
  }
}
