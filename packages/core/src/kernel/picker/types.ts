import type { Connector } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The Stacks/Bitcoin wallet picker (SPEC §2): lists the namespace's wallets with installed ones
 * marked; Escape or cancel closes it with a user-canceled error (-31001).
 *
 * @example
 * ```ts
 * const wallet = await latch.picker.pick('stacks') // the WalletPicker view calls latch.picker.choose(id)
 * await latch.connect({ namespace: 'stacks', connectorId: wallet.id })
 * ```
 */
export interface WalletPickerActions {
  /** Open the WalletPicker view; resolves with the chosen wallet, rejects with `UserCanceledError` on Escape/cancel/close. */
  pick(namespace: ChainNamespace): Promise<Connector>
  /** The wallets the picker lists: installed first, each with its `installed` flag. */
  getWallets(namespace: ChainNamespace): Connector[]
  /** The user chose a wallet (called by the view). */
  choose(connectorId: string): void
  /** The user canceled (Escape or the cancel button): closes the modal with a user-canceled error. */
  cancel(): void
}
