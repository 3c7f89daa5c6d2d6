const STORAGE_KEY = 'latch-demo:embedded'

/**
 * Whether the demo shows the modal embedded in the page instead of as a dialog.
 *
 * @returns True when embedded.
 * @example
 * ```ts
 * createLatch({ ...options, embedded: readEmbedded() })
 * ```
 */
export function readEmbedded(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

/**
 * Remembers the embedded switch; the page reloads to apply it (it is an option of `createLatch`).
 *
 * @param on - New state.
 * @example
 * ```ts
 * writeEmbedded(true)
 * ```
 */
export function writeEmbedded(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on')
    else window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // storage disabled: the setting stays as it was
  }
}
