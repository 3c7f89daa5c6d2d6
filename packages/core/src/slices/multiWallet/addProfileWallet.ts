import type { ChainNamespace } from '../../shared/networks/types'
import { type AddFamilyWalletTarget, addFamilyWallet } from './addFamilyWallet'
import { type ReturnToWalletsTarget, returnToWalletsAfterConnect } from './returnToWalletsAfterConnect'

/**
 * ProfileWallets' "Add wallet": {@link addFamilyWallet} (Connect listing the family's wallets, or the
 * Stacks/Bitcoin picker), ending where it started: once connected, the modal goes back to
 * ProfileWallets ({@link returnToWalletsAfterConnect}) rather than closing. A cancelled pick or a
 * refused connect changes nothing and shows the core's own error.
 *
 * @param latch - The instance.
 * @param namespaces - The family's configured namespaces, the first the one Connect lists.
 * @returns Resolves when the flow has been started (EVM, Solana) or has ended (Bitcoin & Stacks).
 * @example
 * ```ts
 * await addProfileWallet(latch, ['stacks', 'bip122'])
 * ```
 */
export async function addProfileWallet(
  latch: AddFamilyWalletTarget & ReturnToWalletsTarget,
  namespaces: readonly ChainNamespace[],
): Promise<void> {
  const stop = returnToWalletsAfterConnect(latch)
  try {
    await addFamilyWallet(latch, namespaces)
  } catch (error) {
    stop()
    throw error
  }
}
