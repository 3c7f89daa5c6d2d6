import { subscribe } from 'valtio/vanilla'

/**
 * Calls `listener` with `select()` whenever the state changes and the selected value differs
 * (structurally) from the last one seen. Notifications are batched by valtio (after a microtask).
 *
 * @param state - A valtio proxy.
 * @param select - Reads the value (return plain data, e.g. from a snapshot).
 * @param listener - Called with each new value.
 * @returns Unsubscribe.
 * @example
 * ```ts
 * const stop = watchSelection(latch.state, () => latch.getNetwork(), (network) => console.log(network?.name))
 * ```
 */
export function watchSelection<T>(state: object, select: () => T, listener: (value: T) => void): () => void {
  let last = JSON.stringify(select()) ?? 'undefined'
  return subscribe(state, () => {
    const value = select()
    const key = JSON.stringify(value) ?? 'undefined'
    if (key === last) return
    last = key
    listener(value)
  })
}
