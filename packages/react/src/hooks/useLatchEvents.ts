import type { TrackedEvent } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/**
 * The tracked events (SPEC §8: MODAL_OPEN, SEND_SUCCESS, …), most recent last. Re-renders on each
 * new event.
 *
 * @returns The events so far (bounded by the core).
 * @example
 * ```tsx
 * const events = useLatchEvents()
 * return <ol>{events.map((e) => <li key={e.timestamp}>{e.event}</li>)}</ol>
 * ```
 */
export function useLatchEvents(): readonly TrackedEvent[] {
  return useLatchSelector((s) => s.events.items) as readonly TrackedEvent[]
}
