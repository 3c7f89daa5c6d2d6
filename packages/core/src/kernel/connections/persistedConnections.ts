import { isBoundedString, isRecord, keepValid } from '../../http/validators'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'

/**
 * Storage key of the connectors to restore on reload.
 *
 * @example
 * ```ts
 * readPersistedConnections(storage).eip155 // ids stored under this key
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

const { idLength, listItems, storedConnectors } = UNTRUSTED_LIMITS
const isConnectorId = (id: unknown): id is string => isBoundedString(id, idLength) && id !== ''

/** The first distinct valid ids, at most {@link UNTRUSTED_LIMITS.storedConnectors}. */
function connectorIds(value: unknown): string[] {
  const ids = new Set(keepValid(value, isConnectorId, listItems) ?? [])
  return [...ids].slice(0, storedConnectors)
}

/**
 * Reads the connectors to restore. Stored data is untrusted: per namespace only distinct,
 * non-empty ids of sensible length are kept, at most 10 (a malformed id or an unknown namespace
 * is skipped, the rest kept); corrupt or foreign data reads as none.
 *
 * @param storage - The instance's storage.
 * @returns Connector ids per namespace.
 * @example
 * ```ts
 * readPersistedConnections(storage).eip155 // ['io.metamask']
 * ```
 */
export function readPersistedConnections(storage: LatchStorage): PersistedConnections {
  const stored = storage.get(CONNECTIONS_STORAGE_KEY, isRecord)
  const saved: PersistedConnections = {}
  if (!stored) return saved
  for (const namespace of CHAIN_NAMESPACES) {
    const ids = connectorIds(stored[namespace])
    if (ids.length > 0) saved[namespace] = ids
  }
  return saved
}

/**
 * Saves the connectors of one namespace (an empty list forgets the namespace).
 *
 * @param storage - The instance's storage.
 * @param namespace - The namespace.
 * @param ids - Connector ids, the active one first (at most 10 are kept).
 * @example
 * ```ts
 * writePersistedConnections(storage, 'eip155', ['io.metamask'])
 * ```
 */
export function writePersistedConnections(
  storage: LatchStorage,
  namespace: ChainNamespace,
  ids: readonly string[],
): void {
  const saved = readPersistedConnections(storage)
  if (ids.length === 0) delete saved[namespace]
  else saved[namespace] = connectorIds(ids)
  storage.set(CONNECTIONS_STORAGE_KEY, saved)
}
