import type { Connector } from '@latch/core/kit'
import type { SessionWallet } from './sessionWallet'

/**
 * The connectors of one namespace, from the wallets the session lists: a wallet whose capability
 * table names no method of the namespace is left out (one with none known serves both).
 *
 * @param wallets - The session's wallets (`session.listWallets()`).
 * @param namespace - `stacks` (a wallet with an `stx_` method) or `bip122` (`sendTransfer` or
 *   `signPsbt`).
 * @returns The connectors, in the session's order.
 * @example
 * ```ts
 * toStacksConnectors(session.listWallets(), 'bip122').map((c) => c.name) // ['Leather', 'Xverse', ...]
 * ```
 */
export function toStacksConnectors(
  wallets: readonly SessionWallet[],
  namespace: 'stacks' | 'bip122',
): Connector[] {
  return wallets
    .filter(
      ({ descriptor: { methods } }) =>
        !methods ||
        (namespace === 'stacks'
          ? methods.some((m) => m.startsWith('stx_'))
          : methods.includes('sendTransfer') || methods.includes('signPsbt')),
    )
    .map((w) => ({
      id: w.descriptor.id,
      type: w.kind,
      name: w.descriptor.name,
      chain: namespace,
      imageUrl: w.descriptor.icon,
      installed: w.installed,
    }))
}
