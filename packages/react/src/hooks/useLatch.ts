import type { OpenParameters } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * Open and close the modal.
 *
 * @returns `open(params?)` and `close()` of the instance.
 * @example
 * ```tsx
 * const { open } = useLatch()
 * return <button type="button" onClick={() => open()}>Connect</button>
 * ```
 */
export function useLatch(): { open: (params?: OpenParameters) => Promise<void>; close: () => void } {
  const latch = useLatchInstance()
  return { open: (params) => latch.open(params), close: () => latch.close() }
}
