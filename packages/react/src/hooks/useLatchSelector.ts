import type { LatchSnapshot } from '@latch/core'
import { useCallback, useLayoutEffect, useReducer, useRef, useSyncExternalStore } from 'react'
import { isShallowEqual } from './isShallowEqual'
import { useLatchInstance } from './useLatchInstance'

/**
 * One value selected from the instance's snapshot (`useSyncExternalStore`): the component
 * re-renders only when the selected value changes (identical, or an array / plain object whose
 * items are identical one level down). Snapshots share unchanged parts, so selecting a field, a
 * sub-object or a list of them is stable; use a core selector for derived values. A change made
 * after the render and before the first paint (the provider's mount restoring a connection) is
 * read before that paint, so a reload never paints the state from before the mount.
 *
 * @param selector - Reads the value from a snapshot (e.g. a core `select…` function).
 * @param isEqual - When a new selection counts as unchanged (keeps the last one, no re-render);
 *   default identical or equal one level down.
 * @returns The selected value.
 * @example
 * ```tsx
 * const open = useLatchSelector((s) => s.modal.open)
 * const connected = useLatchSelector(selectIsConnected)
 * ```
 */
export function useLatchSelector<T>(
  selector: (snapshot: LatchSnapshot) => T,
  isEqual: (previous: T, next: T) => boolean = isShallowEqual,
): T {
  const latch = useLatchInstance()
  const last = useRef<{ snapshot: LatchSnapshot; selector: unknown; value: T } | undefined>(undefined)
  const read = () => {
    const snapshot = latch.getState()
    // a new selector (one reading a prop) is read again on the same snapshot
    if (last.current?.snapshot !== snapshot || last.current.selector !== selector) {
      const value = selector(snapshot)
      // an unchanged selection keeps its identity: no re-render
      last.current = {
        snapshot,
        selector,
        value: last.current && isEqual(last.current.value, value) ? last.current.value : value,
      }
    }
    return last.current.value
  }
  const subscribe = useCallback((onChange: () => void) => latch.subscribe(() => onChange()), [latch])
  // The server renders the state before any mount, as hydration first does on the client.
  const value = useSyncExternalStore(subscribe, read, read)
  const [, renderAgain] = useReducer((count: number) => count + 1, 0)
  // useSyncExternalStore subscribes after the paint; a change made before it (the provider's mount
  // runs in a layout effect before this one) is read here, and rendered again before the paint.
  useLayoutEffect(() => {
    if (!Object.is(read(), value)) renderAgain()
  })
  return value
}
