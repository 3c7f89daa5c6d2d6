import { openText, sealText } from '../shares/shareBoxes'
import type { PasskeyAuth } from './createPasskeyAuthClient'
import type { RecoveryHooks } from './RecoveryHooks'
import type { PendingPasskey } from './runPasskeyLogin'

/**
 * The {@link RecoveryHooks} of a passkey login that gave a PRF output: a sign-up seals the new
 * split's recovery share under it (`sealText(…, 'passkey')`) and stores the box for the session's
 * passkey; a sign-in opens the passkey's box, when it belongs to the current split, instead of
 * asking for the kit. Without a PRF output there are no hooks (the kit is asked for as usual).
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
      await passkeyAuth.putPrfBox(token, { setId, box })
    },
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
