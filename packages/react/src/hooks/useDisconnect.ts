import type { NamespaceParameter } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * Disconnect a namespace (default: the active one).
 *
 * @returns `{ disconnect }`.
 * @example
 * ```tsx
 * const { disconnect } = useDisconnect()
 * return <button type="button" onClick={() => disconnect()}>Disconnect</button>
 * ```
 */
export function useDisconnect(): { disconnect: (params?: NamespaceParameter) => Promise<void> } {
  const latch = useLatchInstance()
  return { disconnect: (params) => latch.disconnect(params) }
}
