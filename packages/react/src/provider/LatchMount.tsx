import type { Latch } from '@latch/core'
import { useLayoutEffect } from 'react'

/**
 * Mounts the instance (`latch.mount()`: adapters start, a saved connection starts restoring) in a
 * layout effect. `LatchProvider` renders it before its children, so its effect runs before theirs:
 * the hooks then read `reconnecting` before the first paint, and a reload never paints
 * "disconnected".
 *
 * @example
 * ```tsx
 * <LatchMount latch={latch} />
 * ```
 */
export function LatchMount({ latch }: { latch: Latch }) {
  useLayoutEffect(() => latch.mount(), [latch])
  return null
}
