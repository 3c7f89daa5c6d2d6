import { isChainNamespace } from '../../shared/networks/caip'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * Reads a connection id (`${namespace}:${connectorId}`, see `connectionIdOf`) back. Ids come from
 * the app: a malformed one reads as `undefined`.
 *
 * @param id - A connection id.
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
