import { CHAIN_NAMESPACES, type ChainNamespace } from '../../networks/types'
import type { LatchStorage } from '../../storage/types'

/**
 * Storage key of the connectors to restore on reload.
 *
 * @example
 * ```ts
 * storage.get(CONNECTIONS_STORAGE_KEY, isPersistedConnections)
 * ```
 */
export const CONNECTIONS_STORAGE_KEY = 'connections'

/**
 * Connector ids to restore per namespace, the active one first.
 *
 * @example
 * ```ts
 * const saved: PersistedConnections = { eip155: ['io.metamask'] }
 * ```
 */
export type PersistedConnections = Partial<Record<ChainNamespace, string[]>>

function isPersistedConnections(value: unknown): value is PersistedConnections {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([key, ids]) =>
      (CHAIN_NAMESPACES as readonly string[]).includes(key) &&
      Array.isArray(ids) &&
      ids.every((id) => typeof id === 'string' && id.length > 0),
  )
}

/**
 * Reads the connectors to restore; corrupt or foreign data reads as none.
 *
 * @param storage - The instance's storage.
 * @returns Connector ids per namespace.
 * @example
 * ```ts
 * readPersistedConnections(storage).eip155 // ['io.metamask']
 * ```
 */
export function readPersistedConnections(storage: LatchStorage): PersistedConnections {
  return storage.get(CONNECTIONS_STORAGE_KEY, isPersistedConnections) ?? {}
}

/**
 * Saves the connectors of one namespace (an empty list forgets the namespace).
 *
 * @param storage - The instance's storage.
 * @param namespace - The namespace.
 * @param connectorIds - Connector ids, the active one first.
 * @example
 * ```ts
 * writePersistedConnections(storage, 'eip155', ['io.metamask'])
 * ```
 */
export function writePersistedConnections(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connectorIds: readonly string[],
): void {
  const saved = readPersistedConnections(storage)
  if (connectorIds.length === 0) delete saved[namespace]
  else saved[namespace] = [...connectorIds]
  storage.set(CONNECTIONS_STORAGE_KEY, saved)
}
