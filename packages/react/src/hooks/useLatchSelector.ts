import type { LatchSnapshot } from '@latch/core'
import { useRef, useSyncExternalStore } from 'react'
import { useLatchInstance } from './useLatchInstance'

/**
 * One value selected from the instance's snapshot (`useSyncExternalStore`): the component
 * re-renders only when the selected value changes (`Object.is`). Snapshots share unchanged parts,
 * so selecting a field or a sub-object is stable; use a core selector for derived values.
 *
 * @param selector - Reads the value from a snapshot (e.g. a core `select…` function).
 * @returns The selected value.
 * @example
 * ```tsx
 * const open = useLatchSelector((s) => s.modal.open)
 * const connected = useLatchSelector(selectIsConnected)
 * ```
 */
export function useLatchSelector<T>(selector: (snapshot: LatchSnapshot) => T): T {
  const latch = useLatchInstance()
  const last = useRef<{ snapshot: LatchSnapshot; value: T } | undefined>(undefined)
  const read = () => {
    const snapshot = latch.getState()
    if (last.current?.snapshot !== snapshot) {
      const value = selector(snapshot)
      // an unchanged selection keeps its identity: no re-render
      last.current = {
        snapshot,
        value: last.current && Object.is(last.current.value, value) ? last.current.value : value,
      }
    }
    return last.current.value
  }
  return useSyncExternalStore((onChange) => latch.subscribe(() => onChange()), read, read)
}
