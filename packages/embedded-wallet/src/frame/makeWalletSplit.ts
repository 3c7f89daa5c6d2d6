import type { WalletSharesRequest } from '../protocol/api'
import { recoveryCheck, sealText } from '../shares/shareBoxes'
import { readShare, splitWalletSecret } from '../shares/walletShares'

/**
 * A new split of the wallet, ready to store: the device share (for the vault), the recovery code
 * (for the kit) and what the auth service gets (the auth share, the device share sealed under the
 * recovery share, the recovery check), which holds neither the device nor the recovery share.
 *
 * @example
 * ```ts
 * const split: WalletSplit = await makeWalletSplit(mnemonic)
 * await auth.putShares(token, { ...split.upload, previousSetId: null })
 * ```
 */
export type WalletSplit = {
  setId: string
  deviceShare: string
  recoveryCode: string
  upload: Omit<WalletSharesRequest, 'previousSetId'>
}

/**
 * Splits the wallet's secret again (a fresh split id, so older shares stop combining with these)
 * and prepares the auth service's part.
 *
 * @param mnemonic - The wallet's recovery phrase.
 * @returns The split.
 * @example
 * ```ts
 * const { deviceShare, recoveryCode, upload } = await makeWalletSplit(mnemonic)
 * ```
 */
export async function makeWalletSplit(mnemonic: string): Promise<WalletSplit> {
  const set = await splitWalletSecret(mnemonic)
  const recovery = readShare(set.recovery)
  return {
    setId: set.setId,
    deviceShare: set.device,
    recoveryCode: set.recovery,
    upload: {
      setId: set.setId,
      authShare: set.auth,
      deviceShareBox: await sealText(set.device, recovery.bytes, set.setId, 'device-share'),
      recoveryCheck: recoveryCheck(recovery),
    },
  }
}
