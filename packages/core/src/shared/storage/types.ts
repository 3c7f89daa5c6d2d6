/**
 * A synchronous key-value store: `localStorage`, `sessionStorage`, or the memory default.
 *
 * @example
 * ```ts
 * const kv: KeyValueStore = window.localStorage
 * ```
 */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Latch's storage over a {@link KeyValueStore}: every key under one prefix, every value versioned
 * and parsed defensively (corrupt or foreign data reads as `undefined`, never throws).
 *
 * @example
 * ```ts
 * storage.set('recentWallets', ['metamask'])
 * storage.get('recentWallets', isStringArray) // ['metamask']
 * ```
 */
export interface LatchStorage {
  /** Read and validate a value; `undefined` when absent, corrupt, of another version, or invalid. */
  get<T>(key: string, validate: (value: unknown) => value is T): T | undefined
  /** Write a value (JSON-serialisable; bigint is not allowed). Storage errors (quota) are swallowed. */
  set(key: string, value: unknown): void
  /** Remove a value. */
  remove(key: string): void
}
