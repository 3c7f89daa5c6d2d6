import type { Connection, NamespaceParameter } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useWatched } from './useWatched'

/**
 * Live connections of a namespace (default: the active one). Wraps
 * `latch.getConnections`/`watchConnections`.
 *
 * @param params - `{ namespace? }`.
 * @returns The connections, the active one first.
 * @example
 * ```tsx
 * const connections = useLatchConnections({ namespace: 'solana' })
 * ```
 */
export function useLatchConnections(params: NamespaceParameter = {}): readonly Connection[] {
  const latch = useLatchInstance()
  return useWatched(
    () => latch.getConnections(params),
    (listener) => latch.watchConnections(listener, params),
    `${params.namespace ?? ''}`,
  )
}
