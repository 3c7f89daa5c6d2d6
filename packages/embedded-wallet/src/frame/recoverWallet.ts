import { deriveWalletKeys, type WalletKeys } from '../keys/deriveWalletKeys'
import { ACCOUNT_API_ERROR_CODES } from '../protocol/accountApi'
import type { WalletRecoverResponse, WalletSharesResponse } from '../protocol/api'
import { FRAME_ERROR_CODES } from '../protocol/frame'
import { readRecoveryKit } from '../shares/recoveryKit'
import { openText, recoveryCheck } from '../shares/shareBoxes'
import { combineWalletShares, readShare, type WalletShare } from '../shares/walletShares'
import { FRAME_ERROR_MESSAGES, FrameError, isApiRefusal } from './FrameError'
import { sameAccounts } from './sameAccounts'
import type { WalletDeps } from './WalletSession'

/**
 * What a recovery gives back: the wallet, and this device's new share of the current split (to
 * store once the caller is done; nothing is stored here).
 *
 * @example
 * ```ts
 * const { keys, deviceShare } = await recoverWallet(deps, { token, wallet, current })
 * ```
 */
export type RecoveredWallet = { mnemonic: string; keys: WalletKeys; deviceShare: string; setId: string }

/**
 * Rebuilds a registered wallet on a device without its share: tries `recoveryShare` first when
 * given (opened from a passkey's PRF box; the visitor is not asked), else asks for the recovery
 * kit (in the frame), proves it to the auth service (its recovery check only), combines the auth
 * share with the kit's share, checks the addresses are the account's, and opens the sealed device
 * share. A kit that cannot be read, is another wallet's, an older one or refused by the service is
 * asked for again with the reason (and the attempts left); the visitor's cancel is
 * `RECOVERY_CANCELLED`, a locked account `RECOVERY_LOCKED`. Stores nothing: a failed or cancelled
 * recovery leaves the device as it was.
 *
 * @param deps - The auth client and prompts.
 * @param request - The session token, the account's registered addresses and its current split.
 * @returns The wallet and the device share to store.
 * @throws {FrameError} `RECOVERY_CANCELLED` (also when the frame has no prompts), `RECOVERY_LOCKED`,
 *   `DEVICE_REVOKED`, `UNAUTHORIZED`, or `INTERNAL` when the service's shares do not rebuild the wallet.
 * @example
 * ```ts
 * const recovered = await recoverWallet(deps, { token, wallet: user.wallet, current: await auth.getShares(token) })
 * await vault.save(user.id, recovered.deviceShare)
 * ```
 */
export async function recoverWallet(
  deps: Pick<WalletDeps, 'auth' | 'prompts'>,
  request: {
    token: string
    wallet: { evm: string; solana: string }
    current: WalletSharesResponse
    recoveryShare?: string
  },
): Promise<RecoveredWallet> {
  const { prompts } = deps
  if (request.recoveryShare !== undefined) {
    // a share from a passkey's PRF box: tried once, without the visitor; if it fails, the kit is asked for
    const tried = await tryKit(deps, request, request.recoveryShare)
    if (!('problem' in tried)) return tried
  }
  if (prompts === undefined) {
    throw new FrameError(FRAME_ERROR_MESSAGES.promptsUnavailable, {
      code: FRAME_ERROR_CODES.recoveryCancelled,
    })
  }
  let problem: { message: string; attemptsLeft?: number } | undefined
  for (;;) {
    const input = await prompts.askRecoveryKit(problem)
    if (input === undefined) {
      throw new FrameError(FRAME_ERROR_MESSAGES.recoveryCancelled, {
        code: FRAME_ERROR_CODES.recoveryCancelled,
      })
    }
    const tried = await tryKit(deps, request, input)
    if ('problem' in tried) problem = tried.problem
    else return tried
  }
}

async function tryKit(
  deps: Pick<WalletDeps, 'auth'>,
  request: { token: string; wallet: { evm: string; solana: string }; current: WalletSharesResponse },
  input: string,
): Promise<RecoveredWallet | { problem: { message: string; attemptsLeft?: number } }> {
  let kit: { share: WalletShare; wallet?: { evm: string; solana: string } }
  try {
    kit = readRecoveryKit(input)
  } catch {
    return { problem: { message: FRAME_ERROR_MESSAGES.kitUnreadable } }
  }
  if (kit.wallet !== undefined && !sameAccounts(request.wallet, kit.wallet))
    return { problem: { message: FRAME_ERROR_MESSAGES.kitOtherWallet } }
  // The split id is not secret: an older kit or another wallet's is told apart without an attempt.
  if (kit.share.setId !== request.current.setId)
    return { problem: { message: FRAME_ERROR_MESSAGES.kitReplaced } }
  let answer: WalletRecoverResponse
  try {
    answer = await deps.auth.recover(request.token, {
      setId: kit.share.setId,
      recoveryCheck: recoveryCheck(kit.share),
    })
  } catch (error) {
    if (!isApiRefusal(error, ACCOUNT_API_ERROR_CODES.recoveryWrong)) throw error
    const { attemptsLeft } = error.meta
    return {
      problem: {
        message: FRAME_ERROR_MESSAGES.recoveryWrong,
        ...(typeof attemptsLeft === 'number' ? { attemptsLeft } : {}),
      },
    }
  }
  let mnemonic: string
  try {
    mnemonic = await combineWalletShares(answer.authShare, kit.share)
  } catch {
    return { problem: { message: FRAME_ERROR_MESSAGES.recoveryWrong } }
  }
  const keys = deriveWalletKeys(mnemonic)
  if (!sameAccounts(request.wallet, keys.accounts))
    return { problem: { message: FRAME_ERROR_MESSAGES.kitOtherWallet } }
  const deviceShare = await openDeviceShare(answer, kit.share)
  return { mnemonic, keys, deviceShare, setId: answer.setId }
}

/** The device share sealed under the kit's share, or `INTERNAL` when the service's box is not one. */
async function openDeviceShare(answer: WalletRecoverResponse, recovery: WalletShare): Promise<string> {
  let text: string | undefined
  try {
    text = await openText(answer.deviceShareBox, recovery.bytes, answer.setId, 'device-share')
    const share = readShare(text)
    if (share.kind !== 'device' || share.setId !== answer.setId) text = undefined
  } catch {
    text = undefined
  }
  if (text === undefined)
    throw new FrameError(FRAME_ERROR_MESSAGES.sharesBroken, { code: FRAME_ERROR_CODES.internal })
  return text
}
