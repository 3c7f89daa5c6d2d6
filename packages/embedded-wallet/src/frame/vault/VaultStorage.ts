/**
 * One user's encrypted mnemonic as stored: the AES-GCM key (a non-extractable `CryptoKey`, kept
 * by structured clone so its bytes never exist outside the browser's crypto), the IV and the
 * ciphertext.
 *
 * @example
 * ```ts
 * const record: VaultRecord = { version: 1, key, iv, ciphertext }
 * ```
 */
export type VaultRecord = {
  version: 1
  key: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  ciphertext: Uint8Array<ArrayBuffer>
}

/**
 * Where {@link createKeyVault} keeps records, keyed by the auth service's user id. Implementations
 * must store the record by structured clone (IndexedDB does), never by serialising the key.
 *
 * @example
 * ```ts
 * const storage: VaultStorage = createMemoryVaultStorage()
 * await storage.put('u-1', record)
 * ```
 */
export type VaultStorage = {
  get(userId: string): Promise<VaultRecord | undefined>
  put(userId: string, record: VaultRecord): Promise<void>
  delete(userId: string): Promise<void>
  /**
   * The user ids that have a record (what the offline recovery page lists). Optional: a storage
   * without it is a vault the recovery page cannot list (both of Latch's storages have it).
   */
  keys?(): Promise<string[]>
}
