import type { KeyValueStore } from '../shared/storage/types'

/**
 * The window's `localStorage`, or `undefined` where reading it throws (storage disabled, privacy
 * mode): the instance then keeps its memory store.
 *
 * @param win - The window.
 * @returns Its storage, or `undefined`.
 * @example
 * ```ts
 * const store = windowStorage(window) ?? createMemoryStore()
 * ```
 */
export function windowStorage(win: Window): KeyValueStore | undefined {
  try {
    return win.localStorage ?? undefined
  } catch {
    return undefined
  }
}
