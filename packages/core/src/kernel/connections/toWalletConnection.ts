import type { ChainNamespace } from '../../shared/networks/types'
import type { WalletInfo } from '../account/types'
import type { Connection, WalletConnection } from './types'
import { connectionIdOf } from './walletConnectionId'

/**
 * One connection as the multi-wallet API shows it (`latch.connections.list()`): a copy, with its
 * stable id, the active account's address and the wallet's name and icon.
 *
 * @param ns - The connection's namespace.
 * @param c - The connection.
 * @param info - Its wallet (see `readWalletInfo`).
 * @param activeConnectorId - The namespace's active connector.
 * @returns The {@link WalletConnection}.
 * @example
 * ```ts
 * toWalletConnection('eip155', connection, info, 'io.metamask').id // 'eip155:io.metamask'
 * ```
 */
export function toWalletConnection(
  ns: ChainNamespace,
  c: Connection,
  info: WalletInfo,
  activeConnectorId: string | undefined,
): WalletConnection {
  const connection: WalletConnection = {
    id: connectionIdOf(ns, c.connectorId),
    namespace: ns,
    connectorId: c.connectorId,
    accounts: c.accounts.map((a) => ({ ...a })),
    address: c.accounts[0]?.address ?? '',
    wallet: info.icon === undefined ? { name: info.name } : { name: info.name, icon: info.icon },
    active: activeConnectorId === c.connectorId,
  }
  if (c.caipNetworkId) connection.caipNetworkId = c.caipNetworkId
  return connection
}
