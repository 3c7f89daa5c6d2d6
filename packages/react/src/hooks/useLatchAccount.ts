import type { AccountSnapshot, NamespaceParameter } from '@latch/core'
import { isStructurallyEqual } from './isStructurallyEqual'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The account of a namespace (default: the active one): address, CAIP address, balance, status,
 * `isConnected`. Re-renders when that account changes. Reads `latch.getAccount` through
 * {@link useLatchSelector}, compared as `watchAccount` compares.
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
  return useLatchSelector(() => latch.getAccount(params), isStructurallyEqual)
}
