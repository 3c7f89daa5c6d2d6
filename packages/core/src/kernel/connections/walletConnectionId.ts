import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The stable id of a connection: its namespace and connector, so the same wallet connected again
 * in the same namespace has the same id, and two wallets holding the same address have two.
 *
 * @param namespace - The connection's namespace.
 * @param connectorId - Its connector.
 * @returns `${namespace}:${connectorId}`.
 * @example
 * ```ts
 * connectionIdOf('eip155', 'io.metamask') // 'eip155:io.metamask'
 * ```
 */
export function connectionIdOf(namespace: ChainNamespace, connectorId: string): string {
  return `${namespace}:${connectorId}`
}
