import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsState } from './types'

/**
 * Shows (or, with `undefined`, no longer shows) the address a reconnecting wallet confirmed: only
 * while the namespace is `reconnecting`, so a late answer after the restore shows nothing. The
 * mount writes it before any connection code has loaded; the connections controller through its reads.
 *
 * @param state - The instance's connections slice.
 * @param ns - The namespace.
 * @param address - The address the wallet confirmed, or `undefined`.
 * @example
 * ```ts
 * recordReconnectingAddress(state.connections, 'eip155', '0xabc…')
 * ```
 */
export function recordReconnectingAddress(
  state: ConnectionsState,
  ns: ChainNamespace,
  address: string | undefined,
): void {
  if (!address || state.status[ns] === 'reconnecting') state.reconnectingAddresses[ns] = address
}
