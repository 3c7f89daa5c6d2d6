import type { ChainNamespace, WalletConnection } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useWatched } from './useWatched'

/**
 * Every wallet connection (several when multi-wallet is on), grouped by namespace, the active one
 * of each marked. Wraps `latch.connections.list`/`watch`.
 *
 * @param namespace - Only this namespace's connections; default all.
 * @returns The connections.
 * @example
 * ```tsx
 * const connections = useConnections()
 * return <ul>{connections.map((c) => <li key={c.id}>{c.wallet.name} {c.address}{c.active ? ' (active)' : ''}</li>)}</ul>
 * ```
 */
export function useConnections(namespace?: ChainNamespace): readonly WalletConnection[] {
  const latch = useLatchInstance()
  return useWatched(
    () => latch.connections.list(namespace),
    (listener) => latch.connections.watch(() => listener(latch.connections.list(namespace))),
    namespace ?? '',
  )
}
