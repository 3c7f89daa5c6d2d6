import type { FrameAccounts } from '../protocol/frame'
import { createRecoveryKit } from '../shares/recoveryKit'
import type { FramePrompts } from './FramePrompts'
import type { WalletSplit } from './makeWalletSplit'

/**
 * Shows the recovery kit of a new split in the frame and resolves once the visitor saved it.
 * Without prompts (a frame with no page to show them) the kit cannot be shown: the wallet still
 * works from its device and auth shares, and a later `newRecoveryKit` in a frame with prompts
 * makes a kit.
 *
 * @param prompts - The frame page's prompts, if any.
 * @param split - The split whose recovery code the kit carries.
 * @param accounts - The wallet's addresses, named in the kit.
 * @returns Once the visitor closed the kit.
 * @example
 * ```ts
 * await showRecoveryKitOf(prompts, split, keys.accounts)
 * ```
 */
export async function showRecoveryKitOf(
  prompts: FramePrompts | undefined,
  split: Pick<WalletSplit, 'recoveryCode'>,
  accounts: FrameAccounts,
): Promise<void> {
  if (prompts === undefined) return
  await prompts.showRecoveryKit(createRecoveryKit(split.recoveryCode, accounts, new Date()))
}
