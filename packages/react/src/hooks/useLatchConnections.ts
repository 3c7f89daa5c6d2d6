import type { Connection, NamespaceParameter } from '@latch/core'
import { isStructurallyEqual } from './isStructurallyEqual'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * Live connections of a namespace (default: the active one). Reads `latch.getConnections`
 * through {@link useLatchSelector}, compared as `watchConnections` compares.
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
  return useLatchSelector(() => latch.getConnections(params), isStructurallyEqual)
}
