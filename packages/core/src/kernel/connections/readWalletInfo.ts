import type { ChainAdapter, Connector } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import type { WalletInfo } from '../account/types'
import { readConnector } from './readConnector'

/**
 * The name, icon, type and rdns of a connection's wallet, as its connector announced them (checked
 * by `readConnector`): the discovered connector, else the one its adapter still lists, else the
 * connector id as the name.
 *
 * @param connectors - The discovered connectors, all namespaces.
 * @param getAdapter - The adapter of a namespace.
 * @param ns - The connection's namespace.
 * @param connectorId - The connection's connector.
 * @returns The wallet info.
 * @example
 * ```ts
 * readWalletInfo(state.connectors, getAdapter, 'eip155', 'io.metamask').name // 'MetaMask'
 * ```
 */
export function readWalletInfo(
  connectors: readonly Connector[],
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined,
  ns: ChainNamespace,
  connectorId: string,
): WalletInfo {
  const found =
    connectors.find((c) => c.chain === ns && c.id === connectorId) ??
    getAdapter(ns)
      ?.getConnectors()
      .find((c) => c.id === connectorId)
  const connector = found ? readConnector(found) : undefined
  const info: WalletInfo = { name: connector?.name ?? connectorId, connectorId }
  if (connector?.imageUrl) info.icon = connector.imageUrl
  if (connector?.type) info.type = connector.type
  if (connector?.rdns) info.rdns = connector.rdns
  return info
}
