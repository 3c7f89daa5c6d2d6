import { openText, recoveryCheck, sealText } from '../shares/shareBoxes'
import type { PasskeyAuth } from './createPasskeyAuthClient'
import type { RecoveryHooks } from './RecoveryHooks'
import type { PendingPasskey } from './runPasskeyLogin'

/**
 * The {@link RecoveryHooks} of a passkey login that gave a PRF output: a recovery share is sealed
 * under it (`sealText(…, 'passkey')`) and stored for the session's passkey with its recovery check
 * (a sign-up's new split, or a sign-in whose passkey had no box for the current split: the same
 * ceremony's output, no second prompt); a sign-in opens the passkey's box, when it belongs to the
 * current split, instead of asking for the kit. Without a PRF output there are no hooks (the kit
 * is asked for as usual).
 *
 * @param pending - What the passkey login left for this `connect`.
 * @param passkeyAuth - The service's passkey client.
 * @returns The hooks.
 * @example
 * ```ts
 * const session = await openWallet(deps, token, prfRecoveryHooks(pending, passkeyAuth))
 * ```
 */
export function prfRecoveryHooks(pending: PendingPasskey, passkeyAuth: PasskeyAuth): RecoveryHooks {
  const { prfOutput, prfBox, token } = pending
  if (prfOutput === undefined) return {}
  return {
    async sealRecovery(recoveryCode, setId) {
      const box = await sealText(recoveryCode, prfOutput, setId, 'passkey')
      await passkeyAuth.putPrfBox(token, { setId, box, recoveryCheck: recoveryCheck(recoveryCode) })
    },
    boxMissing: (setId) => prfBox?.setId !== setId,
    async recoveryShare(setId) {
      if (prfBox === undefined || prfBox.setId !== setId) return undefined
      try {
        return await openText(prfBox.box, prfOutput, setId, 'passkey')
      } catch {
        // a box another passkey's output sealed, or tampered with: ask for the kit instead
        return undefined
      }
    },
  }
}
