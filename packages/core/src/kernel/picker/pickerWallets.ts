import type { Connector } from '../../adapters/types'

/**
 * The wallets the picker lists from a namespace's connectors: copies, installed ones first (in
 * their order), then the others.
 *
 * @param connectors - The namespace's connectors.
 * @returns The list.
 * @example
 * ```ts
 * pickerWallets(latch.connections.getConnectors('stacks')).map((w) => w.installed) // [true, false]
 * ```
 */
export function pickerWallets(connectors: readonly Connector[]): Connector[] {
  return connectors.map((c) => ({ ...c })).sort((a, b) => Number(b.installed) - Number(a.installed))
}
