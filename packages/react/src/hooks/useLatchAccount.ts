import type { AccountSnapshot, NamespaceParameter } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useWatched } from './useWatched'

/**
 * The account of a namespace (default: the active one): address, CAIP address, balance, status,
 * `isConnected`. Re-renders when that account changes. Wraps `latch.getAccount`/`watchAccount`.
 *
 * @param params - `{ namespace? }`.
 * @returns The account snapshot.
 * @example
 * ```tsx
 * const { address, isConnected } = useLatchAccount({ namespace: 'eip155' })
 * ```
 */
export function useLatchAccount(params: NamespaceParameter = {}): AccountSnapshot {
  const latch = useLatchInstance()
  return useWatched(
    () => latch.getAccount(params),
    (listener) => latch.watchAccount(listener, params),
    `${params.namespace ?? ''}`,
  )
}
