import type { ChainNamespace, WalletConnection } from '@latch/core'
import { isStructurallyEqual } from './isStructurallyEqual'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * Every wallet connection (several when multi-wallet is on), grouped by namespace, the active one
 * of each marked. Reads `latch.connections.list` through {@link useLatchSelector}, compared as
 * `latch.connections.watch` compares.
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
  return useLatchSelector(() => latch.connections.list(namespace), isStructurallyEqual)
}
