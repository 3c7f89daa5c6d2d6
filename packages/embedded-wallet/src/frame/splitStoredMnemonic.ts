import { deriveWalletKeys } from '../keys/deriveWalletKeys'
import { ACCOUNT_API_ERROR_CODES } from '../protocol/accountApi'
import type { ApiUser, WalletSharesRequest } from '../protocol/api'
import { FRAME_ERROR_CODES } from '../protocol/frame'
import type { FrameAuth } from './createFrameAuthClient'
import { FRAME_ERROR_MESSAGES, FrameError, isApiRefusal } from './FrameError'
import { makeWalletSplit } from './makeWalletSplit'
import { proveWalletKeys } from './proveWalletKeys'
import type { RecoveryHooks } from './RecoveryHooks'
import { sameAccounts } from './sameAccounts'
import { showRecoveryKitOf } from './showRecoveryKitOf'
import type { WalletDeps, WalletSession } from './WalletSession'

/** How many times a first split is stored again on the current one when another device stored one meanwhile. */
const CONFLICT_RETRIES = 3

/**
 * Turns a vault record that holds the whole recovery phrase (a wallet made before shares, or a new
 * one whose first connect was cut short) into shares: registers the addresses when the account has
 * none (else checks they are its own), splits the phrase, stores the split at the auth service
 * (when another device split the same wallet first, this split replaces that one: compare-and-set
 * on the current split), replaces the phrase in the vault with the device share, and shows the
 * recovery kit. The addresses never change.
 *
 * @param deps - Auth client, vault and prompts.
 * @param request - The session token, the user and the phrase read from the vault.
 * @returns The connected session.
 * @throws {FrameError} `INTERNAL` when the phrase is not the account's registered wallet.
 * @example
 * ```ts
 * const session = await splitStoredMnemonic(deps, { token, user, mnemonic })
 * ```
 */
export async function splitStoredMnemonic(
  deps: WalletDeps,
  request: { token: string; user: ApiUser; mnemonic: string },
  hooks: RecoveryHooks = {},
): Promise<WalletSession> {
  const { auth, vault } = deps
  const { token, user, mnemonic } = request
  const keys = deriveWalletKeys(mnemonic)
  if (user.wallet == null) {
    const challenge = await auth.getWalletChallenge(token)
    await auth.registerWallet(
      token,
      await proveWalletKeys(keys, { service: auth.service, userId: user.id, challenge }),
    )
  } else if (!sameAccounts(user.wallet, keys.accounts)) {
    throw new FrameError(FRAME_ERROR_MESSAGES.walletElsewhere, { code: FRAME_ERROR_CODES.internal })
  }
  const split = await makeWalletSplit(mnemonic)
  await putFirstSplit(auth, token, split.upload)
  await vault.save(user.id, split.deviceShare)
  // the kit is the recovery that always works: a box that could not be stored changes nothing
  await hooks.sealRecovery?.(split.recoveryCode, split.setId).catch(() => undefined)
  await showRecoveryKitOf(deps.prompts, split, keys.accounts)
  return { userId: user.id, token, keys, mnemonic, setId: split.setId }
}

async function putFirstSplit(
  auth: FrameAuth,
  token: string,
  upload: Omit<WalletSharesRequest, 'previousSetId'>,
): Promise<void> {
  let previousSetId: string | null = null
  for (let attempt = 0; ; attempt++) {
    try {
      await auth.putShares(token, { ...upload, previousSetId })
      return
    } catch (error) {
      if (!isApiRefusal(error, ACCOUNT_API_ERROR_CODES.sharesConflict) || attempt >= CONFLICT_RETRIES)
        throw error
    }
    previousSetId = (await auth.getShares(token)).setId
  }
}
