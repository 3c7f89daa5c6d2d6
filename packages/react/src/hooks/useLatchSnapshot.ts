import type { LatchState } from '@latch/core'
import { useSnapshot } from 'valtio/react'
import { useLatchInstance } from './useLatchInstance'

/**
 * A render-optimised snapshot of the instance state: a component re-renders only when a field it
 * read changes (valtio `useSnapshot`), so reading the balance re-renders only on balance changes.
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
