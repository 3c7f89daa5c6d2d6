import type { ChainAdapter } from '../../adapters/types'
import type { LatchStorage } from '../../shared/storage/types'
import type { ChainsState } from '../chains/types'
import type { ConnectionsController } from './createConnectionsController'
import type { Serialise } from './createNamespaceQueue'
import { readPersistedActiveConnectors, readPersistedConnections } from './persistedConnections'

/**
 * What a restore of one adapter needs besides the connections controller it runs on (see
 * `ConnectionsCode.restore`).
 *
 * @example
 * ```ts
 * const input: RestoreInput = { adapter, initialised, stored: held.values, marked: true, chainsState, isCurrent: () => true, serialise }
 * ```
 */
export type RestoreInput = {
  adapter: ChainAdapter
  /** The adapter's `init`, started by mount. */
  initialised: Promise<unknown>
  /** The stored values as they were at mount, by storage key (see `holdStoredConnections`). */
  stored: ReadonlyMap<string, unknown>
  /** Whether mount marked the namespace `reconnecting` (it had a stored connector). */
  marked: boolean
  chainsState: ChainsState
  /** False once the mount that started this restore was cleaned up (a newer one wins). */
  isCurrent: () => boolean
  /** The namespace queue of the connection flows: the restore is one change in it. */
  serialise: Serialise
}

/**
 * What {@link restoreConnections} needs for one adapter: {@link RestoreInput} and the connections
 * controller.
 *
 * @example
 * ```ts
 * const parameters: RestoreParameters = { ...input, connections }
 * ```
 */
export type RestoreParameters = RestoreInput & { connections: ConnectionsController }

/**
 * Restores one adapter's stored connections silently, once it has initialised: every stored wallet
 * is asked at once through its silent path (a slow or missing one holds no other back, one that
 * does not answer is dropped), the list comes back in its order with the stored active one active,
 * and a namespace marked `reconnecting` that got nothing back ends `disconnected` (its stored data
 * forgotten). It is one change in the namespace's queue: a connect or disconnect asked meanwhile
 * runs after it, on what it restored; a connect the user made since mount, which went first, wins
 * (it stays active; with multi-wallet off the stored wallet is not adopted and, if it still holds a
 * session, is asked to end it). Loads with the connections controller's code (`ConnectionsCode`),
 * which a reload's mount loads once the page has painted.
 *
 * @param p - See {@link RestoreParameters}.
 * @returns Resolves when the restore has finished.
 * @example
 * ```ts
 * await restoreConnections({ adapter, initialised, stored, marked, chainsState, connections, isCurrent, serialise })
 * ```
 */
export async function restoreConnections(p: RestoreParameters): Promise<void> {
  const { adapter, connections, chainsState } = p
  await p.serialise([adapter.namespace], () => restoreInTurn(p))
  if (
    connections.actions.isConnected(adapter.namespace) &&
    !connections.actions.isConnected(chainsState.activeNamespace)
  )
    chainsState.activeNamespace = adapter.namespace
}

async function restoreInTurn(p: RestoreParameters): Promise<void> {
  const { adapter, connections, chainsState } = p
  const ns = adapter.namespace
  try {
    await p.initialised
    if (!p.isCurrent()) return
    // storage as it was at mount, read-only
    const held: LatchStorage = {
      get: <T>(key: string, validate: (value: unknown) => value is T) => {
        const value = p.stored.get(key)
        return validate(value) ? value : undefined
      },
      set: () => undefined,
      remove: () => undefined,
    }
    const stored = readPersistedConnections(held)[ns] ?? []
    const activeId = readPersistedActiveConnectors(held)[ns]
    const multiWallet = connections.actions.isMultiWalletEnabled()
    // what the user connected since mount (its connect went first): it stays, and stays active
    const picked = connections.actions.isConnected(ns)
      ? connections.actions.getDisplayedConnections(ns).map((c) => c.connectorId)
      : []
    const pickedActive = picked.find((id) => connections.actions.getConnectorStatus(ns, id) === 'connected')
    // with multi-wallet off only the active wallet comes back (another would replace it)
    const ids = (multiWallet || activeId === undefined ? stored : [activeId]).filter(
      (id) => !picked.includes(id),
    )
    connections.actions.setConnectors(ns, adapter.getConnectors())
    const caipNetworkId = chainsState.activeNetworkIds[ns]
    const results = await Promise.all(
      ids.map((connectorId) =>
        adapter.reconnect(caipNetworkId ? { connectorId, caipNetworkId } : { connectorId }).catch(() => null),
      ),
    )
    if (!p.isCurrent()) return
    // last first: each restored connection goes on top, so the list comes back in its order
    for (let i = ids.length - 1; i >= 0; i--) {
      const result = results[i]
      const connectorId = ids[i]
      if (connectorId === undefined || !result || result.accounts.length === 0) continue
      // with multi-wallet off the user's pick wins: the stored wallet, which still holds a session
      // to the app, is asked to end it (as if restored, then replaced by the pick)
      if (pickedActive !== undefined && !multiWallet)
        await Promise.resolve()
          .then(() => adapter.disconnect({ connectorId }))
          .catch(() => {})
      else await connections.actions.applyConnection(ns, connectorId, result)
    }
    const active = pickedActive ?? activeId
    if (active !== undefined) connections.actions.setActiveConnector(ns, active)
  } finally {
    if (p.isCurrent() && p.marked && !connections.actions.isConnected(ns))
      connections.actions.clearNamespace(ns)
  }
}
