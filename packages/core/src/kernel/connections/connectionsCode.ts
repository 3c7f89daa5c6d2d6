import type { ConnectionsContext } from './connectionsContext'
import { type ConnectionsController, createConnectionsController } from './createConnectionsController'
import { type RestoreInput, restoreConnections } from './restoreConnections'
import type { ConnectionsState } from './types'

/**
 * The connections controller with the restore, run on it: one chunk, which the page loads with the
 * connection flows or with a reload's restore (the restore needs the controller anyway, so its own
 * code adds no load of its own).
 *
 * @example
 * ```ts
 * const code: ConnectionsCode = createConnectionsCode(state.connections, deps)
 * await code.restore({ adapter, initialised, stored, marked: true, chainsState, isCurrent, serialise })
 * ```
 */
export type ConnectionsCode = ConnectionsController & {
  /** Restores one adapter's stored connections silently (see `restoreConnections`). */
  restore: (input: RestoreInput) => Promise<void>
}

/**
 * Builds the connections controller and its restore (see {@link ConnectionsCode}).
 *
 * @param state - The connections state.
 * @param deps - What the controller needs (account, chains, options, alerts, storage).
 * @returns The controller and `restore`.
 * @example
 * ```ts
 * const code = createConnectionsCode(state.connections, deps)
 * code.actions.isConnected('eip155')
 * ```
 */
export function createConnectionsCode(state: ConnectionsState, deps: ConnectionsContext): ConnectionsCode {
  const controller = createConnectionsController(state, deps)
  return { ...controller, restore: (input) => restoreConnections({ ...input, connections: controller }) }
}
