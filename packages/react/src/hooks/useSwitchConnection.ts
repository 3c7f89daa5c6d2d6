import type { ConnectionReference, SwitchConnectionOptions } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * Makes one connection the active one of its namespace (`latch.switchConnection`).
 *
 * @returns `switchConnection(connection, { address? })`.
 * @example
 * ```tsx
 * const switchConnection = useSwitchConnection()
 * return <button type="button" onClick={() => switchConnection(connection)}>Use {connection.wallet.name}</button>
 * ```
 */
export function useSwitchConnection(): (
  connection: ConnectionReference,
  options?: SwitchConnectionOptions,
) => Promise<void> {
  const latch = useLatchInstance()
  return (connection, options) => latch.switchConnection(connection, options)
}
