import { deriveWalletKeys, type WalletKeys } from '../../keys/deriveWalletKeys'
import { readRecoveryKit } from '../../shares/recoveryKit'
import { combineWalletShares, readShare } from '../../shares/walletShares'

/**
 * A wallet rebuilt offline from two of its shares.
 *
 * @example
 * ```ts
 * const { keys, mnemonic } = await recoverWallet(kitText, deviceShare)
 * ```
 */
export type RecoveredWallet = {
  /** The wallet's EVM and Solana accounts (as the key frame derives them). */
  keys: WalletKeys
  /** The recovery phrase: show it only after the visitor confirms. */
  mnemonic: string
  /** The id of the split both shares belong to. */
  setId: string
}

/**
 * Rebuilds a wallet with no server: the recovery kit (its file's text or the bare code) and one
 * other share of the same split (this device's share, usually), combined with
 * `combineWalletShares`, then the accounts derived from the phrase.
 *
 * @param kit - The kit file's text, or the recovery code as typed.
 * @param share - The other share's text.
 * @returns The keys, the phrase and the split id.
 * @throws {ShareError} `SHARE_INVALID` for a kit or share with a typo or of another format,
 *   `SHARE_MISMATCH` for a share of another wallet (or an older split), `SHARE_SAME_KIND` for two
 *   recovery shares, `SHARE_TAMPERED` for a changed share.
 * @example
 * ```ts
 * const { keys } = await recoverWallet(await readFile('kit.json', 'utf8'), deviceShare)
 * keys.accounts.evm // '0x…'
 * ```
 */
export async function recoverWallet(kit: string, share: string): Promise<RecoveredWallet> {
  const { share: recovery } = readRecoveryKit(kit)
  const mnemonic = await combineWalletShares(readShare(share.trim()), recovery)
  return { keys: deriveWalletKeys(mnemonic), mnemonic, setId: recovery.setId }
}
