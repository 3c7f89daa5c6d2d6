import type { Connector } from '../adapters/types'
import type { ChainNamespace } from '../shared/networks/types'

/**
 * A connector for tests.
 *
 * @param namespace - Namespace served.
 * @param id - Connector id.
 * @param installed - Present in the page.
 * @returns The connector.
 * @example
 * ```ts
 * testConnector('eip155', 'io.metamask')
 * ```
 */
export function testConnector(namespace: ChainNamespace, id: string, installed = true): Connector {
  return {
    id,
    type: installed ? 'announced' : 'walletConnect',
    name: `Wallet ${id}`,
    chain: namespace,
    installed,
  }
}
