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
 * Storage key of each namespace's last active address (as its adapter read it, e.g. EIP-55
 * checksummed), kept so that a reload can show it as soon as a stored wallet confirms it. Read back
 * from storage, so untrusted: it is never shown before a stored wallet has answered, without a
 * prompt, with the same address (`AdapterContext.confirmStoredAddress`).
 *
 * @example
 * ```ts
 * storage.get(ADDRESSES_STORAGE_KEY, isRecord) // { eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
 * ```
 */
export const ADDRESSES_STORAGE_KEY = 'addresses'

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
 * Whether a stored value is worth handing to an adapter as the last active address: the rule of
 * connector ids (a non-empty string of sensible length). Its shape per chain is the adapter's to
 * check (the EVM probe compares only an address's shape).
 *
 * @param value - A value read from storage (untrusted).
 * @returns `true` for a string worth comparing with a wallet's answer.
 * @example
 * ```ts
 * isStoredAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * ```
 */
export const isStoredAddress: (value: unknown) => value is string = isConnectorId

/**
 * What storage holds about the connections to restore, taken at mount: the two stored values as
 * they were then (parsed later, with the restore's code, by `persistedConnections`, so a connect
 * made meanwhile is not restored twice), and the connectors a namespace has to restore (mount
 * marks it `reconnecting` at once, so a reload never shows `disconnected` first, and tells its
 * adapter which wallets to ask).
 *
 * @param storage - The instance's storage.
 * @returns The held values by storage key, a namespace's stored connector ids, the check, and its
 *   last active address (a string of sensible length, as stored).
 * @example
 * ```ts
 * const held = holdStoredConnections(storage)
 * if (held.has('eip155')) connections.actions.setStatus('eip155', 'reconnecting')
 * held.ids('eip155') // ['io.metamask']
 * held.address('eip155') // '0xf39F…'
 * ```
 */
export function holdStoredConnections(storage: LatchStorage): {
  values: ReadonlyMap<string, unknown>
  ids: (namespace: ChainNamespace) => string[]
  has: (namespace: ChainNamespace) => boolean
  address: (namespace: ChainNamespace) => string | undefined
} {
  const any = (value: unknown): value is unknown => true
  const values = new Map<string, unknown>(
    [CONNECTIONS_STORAGE_KEY, ACTIVE_CONNECTORS_STORAGE_KEY].map((key) => [key, storage.get(key, any)]),
  )
  const connections = values.get(CONNECTIONS_STORAGE_KEY)
  // the rule of readPersistedConnections: the valid ids among the first stored ones
  const ids = (namespace: ChainNamespace) => {
    const stored = isRecord(connections) ? connections[namespace] : undefined
    return Array.isArray(stored) ? stored.slice(0, LIST_ITEMS_MAX).filter(isConnectorId) : []
  }
  const addresses = storage.get(ADDRESSES_STORAGE_KEY, isRecord)
  const address = (namespace: ChainNamespace) => {
    const stored = addresses?.[namespace]
    return isStoredAddress(stored) ? stored : undefined
  }
  return { values, ids, has: (namespace) => ids(namespace).length > 0, address }
}
