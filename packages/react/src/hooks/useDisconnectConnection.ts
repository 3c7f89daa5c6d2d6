import type { ConnectionReference } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * Disconnects one connection, the others stay (`latch.disconnectConnection`).
 *
 * @returns `disconnectConnection(connection)`.
 * @example
 * ```tsx
 * const disconnectConnection = useDisconnectConnection()
 * return <button type="button" onClick={() => disconnectConnection(connection)}>Disconnect</button>
 * ```
 */
export function useDisconnectConnection(): (connection: ConnectionReference) => Promise<void> {
  const latch = useLatchInstance()
  return (connection) => latch.disconnectConnection(connection)
}
