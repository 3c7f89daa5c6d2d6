import type { VaultRecord, VaultStorage } from './VaultStorage'

/**
 * A {@link VaultStorage} in memory, for tests and for runs without IndexedDB. Records go in and out
 * by `structuredClone`, as with IndexedDB, so a caller never shares an object with the store.
 *
 * @returns The storage, empty.
 * @example
 * ```ts
 * const vault = createKeyVault({ storage: createMemoryVaultStorage() })
 * ```
 */
export function createMemoryVaultStorage(): Required<VaultStorage> {
  const records = new Map<string, VaultRecord>()
  return {
    get: async (userId) => {
      const record = records.get(userId)
      return record === undefined ? undefined : structuredClone(record)
    },
    put: async (userId, record) => {
      records.set(userId, structuredClone(record))
    },
    delete: async (userId) => {
      records.delete(userId)
    },
    keys: async () => [...records.keys()],
  }
}
