import type { LatchState } from '@latch/core'
import { useSnapshot } from 'valtio/react'
import { useLatchInstance } from './useLatchInstance'

/**
 * A render-optimised snapshot of the instance state: a component re-renders only when a field it
 * read changes (valtio `useSnapshot`), so reading the balance re-renders only on balance changes.
 * Kept for apps that use it; Latch's own views read state with {@link useLatchSelector} and
 * core's snapshot selectors, which is the way to prefer.
 *
 * @returns The snapshot.
 * @example
 * ```tsx
 * const { router } = useLatchSnapshot()
 * return <p>{router.view}</p>
 * ```
 */
export function useLatchSnapshot() {
  const latch = useLatchInstance()
  return useSnapshot(latch.state as LatchState)
}
