import type { WalletConnection } from './types'

/**
 * The wallets that stay connected when `connectorId` disconnects (`latch.disconnectWallet()` ends
 * that wallet in every namespace): each other connector once, with its name, the active ones
 * first. Account says so beside its Disconnect button and offers "Disconnect all".
 *
 * @param connections - Every connection (`latch.connections.list()`).
 * @param connectorId - The wallet about to disconnect.
 * @returns The other wallets, one entry per connector.
 * @example
 * ```ts
 * selectStayingWallets(latch.connections.list(), 'io.metamask').map((w) => w.name) // ['Phantom']
 * ```
 */
export function selectStayingWallets(
  connections: readonly WalletConnection[],
  connectorId: string | undefined,
): { connectorId: string; name: string }[] {
  const staying = new Map<string, { connectorId: string; name: string }>()
  const ordered = [...connections].sort((a, b) => Number(b.active) - Number(a.active))
  for (const connection of ordered) {
    if (connection.connectorId === connectorId || staying.has(connection.connectorId)) continue
    staying.set(connection.connectorId, { connectorId: connection.connectorId, name: connection.wallet.name })
  }
  return [...staying.values()]
}
