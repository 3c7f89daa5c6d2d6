import type { LatchSnapshot } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/** The whole snapshot, as selected by {@link useLatchSnapshot}. */
const wholeSnapshot = (snapshot: LatchSnapshot) => snapshot

/**
 * The instance's read-only state snapshot, read through {@link useLatchSelector} like every other
 * hook: the component re-renders when the state changes. Kept for apps that use it; select only
 * what you show with {@link useLatchSelector} and core's snapshot selectors, which re-render only
 * when that changes.
 *
 * @returns The snapshot.
 * @example
 * ```tsx
 * const { router } = useLatchSnapshot()
 * return <p>{router.view}</p>
 * ```
 */
export function useLatchSnapshot(): LatchSnapshot {
  return useLatchSelector(wholeSnapshot)
}
