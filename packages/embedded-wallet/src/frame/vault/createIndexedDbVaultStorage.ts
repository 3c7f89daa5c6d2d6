import type { VaultRecord, VaultStorage } from './VaultStorage'

const STORE = 'vault'

/**
 * Options of {@link createIndexedDbVaultStorage}.
 *
 * @example
 * ```ts
 * const options: IndexedDbVaultStorageOptions = { databaseName: 'latch-key-frame' }
 * ```
 */
export type IndexedDbVaultStorageOptions = {
  /** Database name (default `latch-key-frame`). */
  databaseName?: string
  /** The IndexedDB factory (default `globalThis.indexedDB`). */
  indexedDB?: IDBFactory
}

/**
 * A {@link VaultStorage} in the frame origin's IndexedDB: one object store, records keyed by user
 * id, the `CryptoKey` stored by structured clone. The database opens on first use.
 *
 * @param options - Database name and factory.
 * @returns The storage.
 * @example
 * ```ts
 * const vault = createKeyVault({ storage: createIndexedDbVaultStorage() })
 * ```
 */
export function createIndexedDbVaultStorage(
  options: IndexedDbVaultStorageOptions = {},
): Required<VaultStorage> {
  const factory = options.indexedDB ?? globalThis.indexedDB
  const name = options.databaseName ?? 'latch-key-frame'
  let opening: Promise<IDBDatabase> | undefined

  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1)
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE)
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }

  const run = async <T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = operation(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error ?? request.error)
      transaction.onabort = () => reject(transaction.error ?? request.error)
    })
  }

  return {
    get: async (userId) =>
      (await run<VaultRecord | undefined>('readonly', (store) => store.get(userId))) ?? undefined,
    put: async (userId, record) => {
      await run('readwrite', (store) => store.put(record, userId))
    },
    delete: async (userId) => {
      await run('readwrite', (store) => store.delete(userId))
    },
    // Only string keys: the frame stores by user id, anything else was not written by it.
    keys: async () =>
      (await run<IDBValidKey[]>('readonly', (store) => store.getAllKeys())).filter(
        (key): key is string => typeof key === 'string',
      ),
  }
}
