import { isChainNamespace } from '../../shared/networks/caip'
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

/**
 * Reads a connection id back (ids come from the app: a malformed one reads as `undefined`).
 *
 * @param id - An id made by {@link connectionIdOf}.
 * @returns The namespace and connector, or `undefined`.
 * @example
 * ```ts
 * parseConnectionId('solana:Phantom') // { namespace: 'solana', connectorId: 'Phantom' }
 * ```
 */
export function parseConnectionId(
  id: string,
): { namespace: ChainNamespace; connectorId: string } | undefined {
  const colon = id.indexOf(':')
  if (colon < 0) return undefined
  const namespace = id.slice(0, colon)
  const connectorId = id.slice(colon + 1)
  if (!isChainNamespace(namespace) || connectorId === '') return undefined
  return { namespace, connectorId }
}
