import { isBoundedString } from '../../http/isBoundedString'
import { isRecord } from '../../http/isRecord'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { ID_LENGTH_MAX, LIST_ITEMS_MAX } from '../../shared/validation/firstLoadLimits'

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
 * Storage key of the active connector of each namespace (restored last, so it is active again).
 *
 * @example
 * ```ts
 * readPersistedActiveConnectors(storage).eip155 // the id stored under this key
 * ```
 */
export const ACTIVE_CONNECTORS_STORAGE_KEY = 'activeConnectors'

/**
 * Whether a stored value is a connector id worth restoring: a non-empty string of sensible length.
 *
 * @param id - A value read from storage (untrusted).
 * @returns `true` for a connector id.
 * @example
 * ```ts
 * isConnectorId('io.metamask') // true
 * ```
 */
export const isConnectorId = (id: unknown): id is string => isBoundedString(id, ID_LENGTH_MAX) && id !== ''

/**
 * What storage holds about the connections to restore, taken at mount: the two stored values as
 * they were then (parsed later, with the restore's code, by `persistedConnections`, so a connect
 * made meanwhile is not restored twice), and whether a namespace has a connector to restore (mount
 * marks it `reconnecting` at once, so a reload never shows `disconnected` first).
 *
 * @param storage - The instance's storage.
 * @returns The held values by storage key and the check.
 * @example
 * ```ts
 * const held = holdStoredConnections(storage)
 * if (held.has('eip155')) connections.actions.setStatus('eip155', 'reconnecting')
 * ```
 */
export function holdStoredConnections(storage: LatchStorage): {
  values: ReadonlyMap<string, unknown>
  has: (namespace: ChainNamespace) => boolean
} {
  const any = (value: unknown): value is unknown => true
  const values = new Map<string, unknown>(
    [CONNECTIONS_STORAGE_KEY, ACTIVE_CONNECTORS_STORAGE_KEY].map((key) => [key, storage.get(key, any)]),
  )
  const connections = values.get(CONNECTIONS_STORAGE_KEY)
  return {
    values,
    has(namespace) {
      const ids = isRecord(connections) ? connections[namespace] : undefined
      // the rule of readPersistedConnections: a valid id among the first stored ones
      return Array.isArray(ids) && ids.slice(0, LIST_ITEMS_MAX).some(isConnectorId)
    },
  }
}
