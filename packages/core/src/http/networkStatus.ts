/**
 * Online/offline state of the page (SPEC §4 "Network online/offline toggles"). Remote fetches wait
 * while offline and resume when back online.
 *
 * @example
 * ```ts
 * const status = createNetworkStatus()
 * status.setOnline(false)
 * const ready = status.waitUntilOnline() // resolves on setOnline(true)
 * ```
 */
export interface NetworkStatus {
  /** True unless told otherwise. */
  isOnline(): boolean
  /** Record a change (wired to the window's online/offline events by the instance). */
  setOnline(online: boolean): void
  /** Resolves at once when online, else when the page comes back online. */
  waitUntilOnline(): Promise<void>
  /** Listen to changes; returns an unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void
}

/**
 * Makes a {@link NetworkStatus}, online at start.
 *
 * @param initial - Starting state; default `true`.
 * @returns The status.
 * @example
 * ```ts
 * const status = createNetworkStatus()
 * window.addEventListener('offline', () => status.setOnline(false))
 * ```
 */
export function createNetworkStatus(initial = true): NetworkStatus {
  let online = initial
  const listeners = new Set<(online: boolean) => void>()
  return {
    isOnline: () => online,
    setOnline(next) {
      if (next === online) return
      online = next
      for (const listener of [...listeners]) listener(next)
    },
    waitUntilOnline() {
      if (online) return Promise.resolve()
      return new Promise((resolve) => {
        const off = this.subscribe((now) => {
          if (!now) return
          off()
          resolve()
        })
      })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
