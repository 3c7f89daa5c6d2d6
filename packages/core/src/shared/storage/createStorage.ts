import type { KeyValueStore, LatchStorage } from './types'

/** Version written beside every stored value; values of another version are discarded. */
export const STORAGE_VERSION = 1

/** Default key prefix. */
export const STORAGE_PREFIX = '@latch/'

/**
 * An in-memory {@link KeyValueStore}: the default on the server and in tests.
 *
 * @returns A fresh, empty store.
 * @example
 * ```ts
 * const latch = createLatch({ ...options, storage: createMemoryStore() })
 * ```
 */
export function createMemoryStore(): KeyValueStore {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

/**
 * Wraps a key-value store as {@link LatchStorage}: prefixed keys, versioned values, defensive reads.
 *
 * @param store - Where to keep values (e.g. `window.localStorage`).
 * @param prefix - Key prefix; defaults to `'@latch/'`.
 * @returns The storage.
 * @example
 * ```ts
 * const storage = createStorage(createMemoryStore())
 * storage.set('connectedWallet', 'io.metamask')
 * ```
 */
export function createStorage(store: KeyValueStore, prefix: string = STORAGE_PREFIX): LatchStorage {
  return {
    get<T>(key: string, validate: (value: unknown) => value is T): T | undefined {
      let raw: string | null
      try {
        raw = store.getItem(prefix + key)
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      try {
        const parsed: unknown = JSON.parse(raw)
        if (typeof parsed !== 'object' || parsed === null) return undefined
        const { v, d } = parsed as { v?: unknown; d?: unknown }
        if (v !== STORAGE_VERSION) return undefined
        return validate(d) ? d : undefined
      } catch {
        return undefined
      }
    },
    set(key: string, value: unknown): void {
      try {
        store.setItem(prefix + key, JSON.stringify({ v: STORAGE_VERSION, d: value }))
      } catch {
        // quota exceeded or storage disabled: persistence is best effort
      }
    },
    remove(key: string): void {
      try {
        store.removeItem(prefix + key)
      } catch {
        // storage disabled
      }
    },
  }
}
