import { recomputeRecoveryShare } from '../shares/recomputeRecoveryShare'
import { recoveryCheck, sealText } from '../shares/shareBoxes'
import type { PasskeyAuth } from './createPasskeyAuthClient'
import type { WalletDeps, WalletSession } from './WalletSession'

/**
 * Gives a passkey just added to the connected account its PRF box at once: the split's recovery
 * share is rebuilt in the frame from this device's share (the vault) and the auth share (the
 * service), sealed under the new passkey's PRF output and stored for that passkey, which then
 * recovers the wallet on a new device without the kit. Nothing without a PRF output. Failures
 * change nothing but the box (the passkey is added; the kit still works; its first sign-in on a
 * device that opens the wallet seals one).
 *
 * @param deps - The auth client and the vault.
 * @param passkeyAuth - The service's passkey client.
 * @param session - The connected wallet.
 * @param added - The new passkey's id and its PRF output from the creation ceremony.
 * @returns Whether a box was stored.
 * @example
 * ```ts
 * await sealAddedPasskey(deps, passkeyAuth, session, await addPasskeyInFrame(passkeyDeps, session.token))
 * ```
 */
export async function sealAddedPasskey(
  deps: Pick<WalletDeps, 'auth' | 'vault'>,
  passkeyAuth: PasskeyAuth,
  session: WalletSession,
  added: { passkeyId: string; prfOutput: Uint8Array | undefined },
): Promise<boolean> {
  const { prfOutput, passkeyId } = added
  if (prfOutput === undefined) return false
  try {
    const deviceShare = await deps.vault.load(session.userId)
    const current = await deps.auth.getShares(session.token)
    if (deviceShare === undefined || current.setId !== session.setId) return false
    const code = recomputeRecoveryShare(deviceShare, current.authShare)
    const box = await sealText(code, prfOutput, current.setId, 'passkey')
    await passkeyAuth.putPrfBox(session.token, {
      setId: current.setId,
      box,
      recoveryCheck: recoveryCheck(code),
      passkeyId,
    })
    return true
  } catch {
    // a split that names no recovery x, a vault that cannot be read, the service unreachable
    return false
  }
}
