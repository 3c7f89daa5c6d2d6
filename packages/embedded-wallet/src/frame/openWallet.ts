import { validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { createMnemonic } from '../keys/createMnemonic'
import { deriveWalletKeys } from '../keys/deriveWalletKeys'
import { ACCOUNT_API_ERROR_CODES } from '../protocol/accountApi'
import type { ApiUser, WalletSharesResponse } from '../protocol/api'
import { FRAME_ERROR_CODES } from '../protocol/frame'
import { combineWalletShares, readShare, type WalletShare } from '../shares/walletShares'
import { FRAME_ERROR_MESSAGES, FrameError, isApiRefusal } from './FrameError'
import type { RecoveryHooks } from './RecoveryHooks'
import { recoverWallet } from './recoverWallet'
import { resealRecovery } from './resealRecovery'
import { sameAccounts } from './sameAccounts'
import { splitStoredMnemonic } from './splitStoredMnemonic'
import type { WalletDeps, WalletSession } from './WalletSession'

/** What the vault holds for a user: this device's share, or (before shares) the whole phrase. */
type VaultEntry =
  | { kind: 'device'; text: string; share: WalletShare }
  | { kind: 'mnemonic'; mnemonic: string }

/**
 * The key frame's `connect`: checks the token with the auth service and opens that user's wallet.
 *
 * - No registered wallet: creates a phrase, keeps it in the vault only until its split is stored
 *   (so a connect cut short is finished by the next one), registers the addresses with their proof,
 *   splits, stores the auth share at the service, keeps the device share in the vault and shows
 *   the recovery kit.
 * - The vault holds this device's share of the current split: combines it with the auth share.
 * - The vault holds a whole phrase (a wallet made before shares): splits it, addresses unchanged.
 * - Otherwise (a new device, cleared storage, or a share of an older split): recovers with the
 *   share a passkey's PRF box opened (`hooks.recoveryShare`) or else the visitor's kit, and only
 *   then replaces what the vault held.
 * - In both of the last two cases, a passkey sign-in whose passkey has no box for the current split
 *   gets one, sealed with that sign-in's PRF output ({@link resealRecovery}).
 *
 * @param deps - Auth client, vault, prompts and a new phrase's entropy.
 * @param token - The page's session token.
 * @param hooks - A passkey's PRF: seal a new split's recovery share, or recover with the share it opens.
 * @returns The connected session.
 * @throws {FrameError} `UNAUTHORIZED`, `DEVICE_REVOKED`, the recovery's errors, or `INTERNAL`
 *   (the vault cannot be read, the account's wallet cannot be rebuilt here).
 * @example
 * ```ts
 * const session = await openWallet({ auth, vault, prompts }, token)
 * session.keys.accounts // { evm, solana }
 * ```
 */
export async function openWallet(
  deps: WalletDeps,
  token: string,
  hooks: RecoveryHooks = {},
): Promise<WalletSession> {
  const { auth, vault } = deps
  const user = await auth.getUser(token)
  const stored = await readVaultEntry(deps, user.id)
  if (stored?.kind === 'mnemonic')
    return splitStoredMnemonic(deps, { token, user, mnemonic: stored.mnemonic }, hooks)
  if (user.wallet == null) {
    const mnemonic = createMnemonic(deps.mnemonicStrength)
    await vault.save(user.id, mnemonic)
    return splitStoredMnemonic(deps, { token, user, mnemonic }, hooks)
  }
  const wallet = user.wallet
  const current = await currentSplit(deps, token, stored !== undefined)
  if (stored !== undefined && stored.share.setId === current.setId) {
    const mnemonic = await combineWalletShares(stored.share, current.authShare).catch(() => {
      throw new FrameError(FRAME_ERROR_MESSAGES.sharesBroken, { code: FRAME_ERROR_CODES.internal })
    })
    const keys = deriveWalletKeys(mnemonic)
    if (!sameAccounts(wallet, keys.accounts)) throw elsewhere()
    await resealRecovery(hooks, {
      deviceShare: stored.text,
      authShare: current.authShare,
      setId: current.setId,
    })
    return { userId: user.id, token, keys, mnemonic, setId: current.setId }
  }
  // A share of an older split (this device was revoked, or a new kit was made elsewhere) is kept
  // until the recovery succeeds.
  const recoveryShare = await hooks.recoveryShare?.(current.setId)
  const recovered = await recoverWallet(deps, {
    token,
    wallet,
    current,
    ...(recoveryShare === undefined ? {} : { recoveryShare }),
  })
  await vault.save(user.id, recovered.deviceShare)
  await resealRecovery(hooks, {
    deviceShare: recovered.deviceShare,
    authShare: current.authShare,
    setId: recovered.setId,
  })
  return {
    userId: user.id,
    token,
    keys: recovered.keys,
    mnemonic: recovered.mnemonic,
    setId: recovered.setId,
  }
}

async function readVaultEntry(deps: WalletDeps, userId: ApiUser['id']): Promise<VaultEntry | undefined> {
  let text: string | undefined
  try {
    text = await deps.vault.load(userId)
    if (text === undefined) return undefined
    if (validateMnemonic(text, wordlist)) return { kind: 'mnemonic', mnemonic: text }
    const share = readShare(text)
    if (share.kind === 'device') return { kind: 'device', text, share }
  } catch (cause) {
    throw new FrameError(FRAME_ERROR_MESSAGES.vaultUnreadable, { code: FRAME_ERROR_CODES.internal, cause })
  }
  throw new FrameError(FRAME_ERROR_MESSAGES.vaultUnreadable, { code: FRAME_ERROR_CODES.internal })
}

/** The account's current split; none yet means its wallet lives whole in another browser (made before shares). */
async function currentSplit(
  deps: WalletDeps,
  token: string,
  holdsShare: boolean,
): Promise<WalletSharesResponse> {
  try {
    return await deps.auth.getShares(token)
  } catch (error) {
    if (!holdsShare && isApiRefusal(error, ACCOUNT_API_ERROR_CODES.sharesNone)) throw elsewhere()
    throw error
  }
}

function elsewhere(): FrameError {
  return new FrameError(FRAME_ERROR_MESSAGES.walletElsewhere, { code: FRAME_ERROR_CODES.internal })
}
