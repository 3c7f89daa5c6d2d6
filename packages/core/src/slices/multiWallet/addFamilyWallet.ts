import type { WalletPickerActions } from '../../kernel/picker/types'
import type { RouterActions } from '../../kernel/router/types'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The parts of an instance {@link addFamilyWallet} calls (a `Latch` is one).
 *
 * @example
 * ```ts
 * const target: AddFamilyWalletTarget = latch
 * ```
 */
export type AddFamilyWalletTarget = {
  readonly router: Pick<RouterActions, 'push'>
  readonly picker: Pick<WalletPickerActions, 'pick' | 'getWallets'>
  connect(params: { namespace: ChainNamespace; connectorId: string }): Promise<unknown>
}

/**
 * What "Add wallet" of one family does, keeping the wallets there are. EVM and Solana: the Connect
 * view listing only that namespace's wallets (router data `namespace`). Bitcoin & Stacks: the
 * Stacks/Bitcoin wallet picker (SPEC §2), then the chosen wallet connected on Stacks (when it
 * serves Stacks and Stacks is configured) and on Bitcoin, as one wallet holds both. A cancelled
 * pick or a refused connect changes nothing and shows the core's own error.
 *
 * @param latch - The instance.
 * @param namespaces - The family's configured namespaces, the first the one Connect lists.
 * @returns Resolves when the flow has been started (EVM, Solana) or has ended (Bitcoin & Stacks).
 * @example
 * ```ts
 * await addFamilyWallet(latch, ['stacks', 'bip122'])
 * ```
 */
export async function addFamilyWallet(
  latch: AddFamilyWalletTarget,
  namespaces: readonly ChainNamespace[],
): Promise<void> {
  const [first] = namespaces
  if (!first) return
  const bitcoin = namespaces.includes('bip122') ? 'bip122' : undefined
  if (first !== 'stacks' && !bitcoin) {
    latch.router.push('Connect', { namespace: first })
    return
  }
  const wallet = await latch.picker.pick(bitcoin ?? first)
  for (const namespace of namespaces)
    if (latch.picker.getWallets(namespace).some((w) => w.id === wallet.id && w.installed))
      await latch.connect({ namespace, connectorId: wallet.id })
}
