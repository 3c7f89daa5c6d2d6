import type { LatchSnapshot } from '@latch/core'
import { walletListScope } from '@latch/core/views'

/**
 * The parts of the state a wallet list shows (Connect, AllWallets, the pairing view's wallets):
 * the registry and discovery, the connections (installed and recent marks), the options, the app's
 * networks (whose families order the list and mark its rows), and the namespace the list is
 * limited to (core's `walletListScope`: ProfileWallets' "Add wallet", SwitchActiveChain).
 * Selected with `useLatchSelector`, the list re-renders only when one of them changes.
 *
 * @param s - The instance's snapshot.
 * @returns The parts, each as the snapshot holds it.
 * @example
 * ```tsx
 * const snap = useLatchSelector(selectWalletListState)
 * ```
 */
export function selectWalletListState(s: LatchSnapshot) {
  return {
    wallets: s.wallets,
    connections: s.connections,
    options: s.options,
    networks: s.chains.networks,
    only: walletListScope(s.router.data).only,
  }
}
