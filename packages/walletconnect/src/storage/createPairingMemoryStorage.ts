/**
 * Asynchronous key-value storage the pairing clients keep their keys, pairings and sessions in
 * (the shape of WalletConnect's `IKeyValueStorage`). Values are JSON-serialisable.
 *
 * @example
 * ```ts
 * const storage: PairingStorage = createPairingMemoryStorage()
 * ```
 */
export interface PairingStorage {
  /** Every key stored. */
  getKeys(): Promise<string[]>
  /** Every entry stored. */
  // biome-ignore lint/suspicious/noExplicitAny: mirrors the WalletConnect storage contract, whose values are untyped
  getEntries<T = any>(): Promise<[string, T][]>
  /** One value, or `undefined`. */
  // biome-ignore lint/suspicious/noExplicitAny: mirrors the WalletConnect storage contract
  getItem<T = any>(key: string): Promise<T | undefined>
  /** Store a value. */
  // biome-ignore lint/suspicious/noExplicitAny: mirrors the WalletConnect storage contract
  setItem<T = any>(key: string, value: T): Promise<void>
  /** Remove a value. */
  removeItem(key: string): Promise<void>
}

/**
 * An in-memory {@link PairingStorage}. Values are stored as JSON text, so a reader never shares
 * objects with a writer, exactly like a persistent store. Reuse one instance to simulate a page
 * reload (a new connector over the same storage restores the session); use it on the server and in
 * tests, where the SDK default (IndexedDB) is absent.
 *
 * @returns A fresh, empty storage.
 * @example
 * ```ts
 * const storage = createPairingMemoryStorage()
 * const connector = createWalletConnectConnector({ projectId, networks, metadata, relayUrl, storage })
 * ```
 */
export function createPairingMemoryStorage(): PairingStorage {
  const map = new Map<string, string>()
  const read = (key: string) => {
    const text = map.get(key)
    return text === undefined ? undefined : JSON.parse(text)
  }
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async () => [...map.keys()].map((key) => [key, read(key)]),
    getItem: async (key) => read(key),
    setItem: async (key, value) => {
      const text = JSON.stringify(value)
      if (text === undefined) map.delete(key)
      else map.set(key, text)
    },
    removeItem: async (key) => {
      map.delete(key)
    },
  }
}
