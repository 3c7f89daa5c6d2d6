import { isRecord, keepValid } from '../../http/validators'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import {
  ACTIVE_CONNECTORS_STORAGE_KEY,
  ADDRESSES_STORAGE_KEY,
  CONNECTIONS_STORAGE_KEY,
  isConnectorId,
  isStoredAddress,
} from './holdStoredConnections'

/**
 * Connector ids to restore per namespace, in the order the connections list shows them (data
 * written before the active connector had its own key has the active one first).
 *
 * @example
 * ```ts
 * const saved: PersistedConnections = { eip155: ['io.metamask'] }
 * ```
 */
export type PersistedConnections = Partial<Record<ChainNamespace, string[]>>

const { listItems, storedConnectors } = UNTRUSTED_LIMITS

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
 * Reads the active connector of each namespace. Stored data is untrusted: only an id that is one
 * of the namespace's stored connectors is kept; without one (or with data written before this
 * key), the namespace's first stored connector is the active one.
 *
 * @param storage - The instance's storage.
 * @returns The active connector id per namespace that has stored connectors.
 * @example
 * ```ts
 * readPersistedActiveConnectors(storage).eip155 // 'io.metamask'
 * ```
 */
export function readPersistedActiveConnectors(
  storage: LatchStorage,
): Partial<Record<ChainNamespace, string>> {
  const saved = readPersistedConnections(storage)
  const stored = storage.get(ACTIVE_CONNECTORS_STORAGE_KEY, isRecord) ?? {}
  const active: Partial<Record<ChainNamespace, string>> = {}
  for (const namespace of Object.keys(saved) as ChainNamespace[]) {
    const ids = saved[namespace] ?? []
    const id = stored[namespace]
    const chosen = typeof id === 'string' && ids.includes(id) ? id : ids[0]
    if (chosen !== undefined) active[namespace] = chosen
  }
  return active
}

/**
 * Saves the connectors of one namespace and its active one (an empty list forgets the namespace).
 *
 * @param storage - The instance's storage.
 * @param namespace - The namespace.
 * @param ids - Connector ids in list order (at most 10 are kept).
 * @param activeId - The namespace's active connector; default the first of `ids`.
 * @example
 * ```ts
 * writePersistedConnections(storage, 'eip155', ['io.rabby', 'io.metamask'], 'io.metamask')
 * ```
 */
export function writePersistedConnections(
  storage: LatchStorage,
  namespace: ChainNamespace,
  ids: readonly string[],
  activeId?: string,
): void {
  const saved = readPersistedConnections(storage)
  const active = readPersistedActiveConnectors(storage)
  if (ids.length === 0) delete saved[namespace]
  else saved[namespace] = connectorIds(ids)
  const kept = saved[namespace]
  if (kept && activeId !== undefined && kept.includes(activeId)) active[namespace] = activeId
  else if (kept?.[0] !== undefined) active[namespace] = kept[0]
  else delete active[namespace]
  storage.set(CONNECTIONS_STORAGE_KEY, saved)
  storage.set(ACTIVE_CONNECTORS_STORAGE_KEY, active)
}

/**
 * Saves (or, with `undefined`, forgets) the last active address of one namespace, which a reload
 * shows once a stored wallet confirms it (`holdStoredConnections`); the other namespaces' stay as
 * stored, when well formed.
 *
 * @param storage - The instance's storage.
 * @param namespace - The namespace.
 * @param address - The active account's address, or `undefined` to forget it.
 * @example
 * ```ts
 * writeStoredAddress(storage, 'eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * ```
 */
export function writeStoredAddress(
  storage: LatchStorage,
  namespace: ChainNamespace,
  address: string | undefined,
): void {
  const stored = storage.get(ADDRESSES_STORAGE_KEY, isRecord) ?? {}
  const kept: Partial<Record<ChainNamespace, string>> = {}
  for (const ns of CHAIN_NAMESPACES) {
    const value = ns === namespace ? address : stored[ns]
    if (isStoredAddress(value)) kept[ns] = value
  }
  storage.set(ADDRESSES_STORAGE_KEY, kept)
}
