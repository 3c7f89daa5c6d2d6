import type { LatchSnapshot } from '@latch/core'

/**
 * The parts of the state a wallet list shows (Connect, AllWallets, the pairing view's wallets):
 * the registry and discovery, the connections (installed and recent marks), the options, the app's
 * networks (whose families order the list and mark its rows), and the
 * namespace the list is limited to (router data `namespace`, set by ProfileWallets' "Add wallet").
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
    only: s.router.data.namespace,
  }
}
