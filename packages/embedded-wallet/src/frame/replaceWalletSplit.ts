import type { WalletSharesRequest } from '../protocol/api'
import { FRAME_ERROR_CODES } from '../protocol/frame'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import { makeWalletSplit } from './makeWalletSplit'
import { showRecoveryKitOf } from './showRecoveryKitOf'
import type { WalletDeps, WalletSession } from './WalletSession'

/**
 * Splits the connected wallet again (`newRecoveryKit`, `revokeDevice`): `store` sends the new split
 * to the auth service with compare-and-set on the session's split (a PUT of the shares, or the
 * device revocation that carries them); then the session's split, this device's share in the vault
 * and the recovery kit (shown) are the new split's. Older kits and other devices' shares stop combining with the new ones.
 * Refused before anything changes when the frame has no prompts (the new kit could not be shown).
 *
 * @param deps - Vault and prompts.
 * @param session - The connected wallet (its `setId` is updated once the service stored the split).
 * @param store - Sends the new split to the auth service.
 * @returns Once the visitor closed the new kit.
 * @throws {FrameError} `INTERNAL` without prompts or when the vault cannot store the share (the
 *   kit is shown first, since the service already holds its split), or what `store` throws
 *   (nothing changed then).
 * @example
 * ```ts
 * await replaceWalletSplit(deps, session, (shares) => auth.putShares(session.token, shares))
 * ```
 */
export async function replaceWalletSplit(
  deps: Pick<WalletDeps, 'vault' | 'prompts'>,
  session: WalletSession,
  store: (shares: WalletSharesRequest) => Promise<void>,
): Promise<void> {
  if (deps.prompts === undefined) {
    throw new FrameError(FRAME_ERROR_MESSAGES.promptsUnavailable, { code: FRAME_ERROR_CODES.internal })
  }
  const split = await makeWalletSplit(session.mnemonic)
  await store({ ...split.upload, previousSetId: session.setId })
  session.setId = split.setId
  let unsaved: FrameError | undefined
  try {
    await deps.vault.save(session.userId, split.deviceShare)
  } catch (cause) {
    // The service holds the new split: the kit must still be shown, or no kit would open the wallet.
    unsaved = new FrameError(FRAME_ERROR_MESSAGES.internal, { code: FRAME_ERROR_CODES.internal, cause })
  }
  await showRecoveryKitOf(deps.prompts, split, session.keys.accounts)
  if (unsaved !== undefined) throw unsaved
}
