import type { ChainAdapter } from '../../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/authConnector'
import type { ChainNamespace } from '../../../shared/networks/types'
import type { AccountDataContext } from '../accountDataContext'

/**
 * Where the account data of a network comes from: the hosted data API (with a projectId), else the
 * chain adapter's own source; an embedded wallet (auth) that is the namespace's active connection
 * reports its own assets where it supports asset discovery (SPEC §5), falling back to those. Loaded
 * with the account data, not with the page.
 *
 * @param parts - The hosted source (if any), whether the app has auth, the adapters and the active connectors.
 * @returns The source picker account data reads through.
 * @example
 * ```ts
 * const getSource = await pickAccountDataSource({ dataSource, withAuth: false, getAdapter, getActiveConnectorId })
 * getSource(mainnet)
 * ```
 */
export async function pickAccountDataSource(parts: {
  dataSource: ReturnType<AccountDataContext['getSource']>
  withAuth: boolean
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getActiveConnectorId: (namespace: ChainNamespace) => string | undefined
}): Promise<AccountDataContext['getSource']> {
  const { dataSource } = parts
  // only an embedded wallet (auth) reports its own assets
  const assets = parts.withAuth ? await import('./createWalletAssetsSource') : undefined
  return (target) => {
    const ns = target.chainNamespace
    const adapter = parts.getAdapter(ns)
    const fallback = dataSource ?? adapter?.accountData
    if (!assets || !adapter || parts.getActiveConnectorId(ns) !== AUTH_CONNECTOR_ID) return fallback
    return assets.createWalletAssetsSource({
      request: (method, params) => adapter.request({ connectorId: AUTH_CONNECTOR_ID, method, params }),
      ...(fallback ? { fallback } : {}),
    })
  }
}
