import { VAULT_ERROR_MESSAGES, VaultError } from './VaultError'
import type { VaultRecord, VaultStorage } from './VaultStorage'

/**
 * Options of {@link createKeyVault}.
 *
 * @example
 * ```ts
 * const options: KeyVaultOptions = { storage: createIndexedDbVaultStorage() }
 * ```
 */
export type KeyVaultOptions = {
  storage: VaultStorage
  /** WebCrypto (default `globalThis.crypto`). */
  crypto?: Crypto
}

/**
 * Per-user encrypted mnemonics in the frame origin's storage.
 *
 * @example
 * ```ts
 * await vault.save(user.id, createMnemonic())
 * const mnemonic = await vault.load(user.id)
 * ```
 */
export type KeyVault = {
  /** The user's mnemonic, or `undefined` when none is stored. Throws {@link VaultError} when the record cannot be decrypted. */
  load(userId: string): Promise<string | undefined>
  /** Encrypts and stores the user's mnemonic under a fresh key and IV, replacing any previous record. */
  save(userId: string, mnemonic: string): Promise<void>
  /** Deletes the user's record. */
  remove(userId: string): Promise<void>
}

const IV_LENGTH = 12

/**
 * Creates the key vault: each user's mnemonic encrypted with AES-GCM-256 under a key generated in
 * the frame as non-extractable (so script can use it but never read it) and stored beside the
 * ciphertext; the user id is the additional data, so a record copied under another id does not
 * open; every write uses a fresh 12-byte IV.
 *
 * @param options - The storage backend and WebCrypto.
 * @returns The vault.
 * @example
 * ```ts
 * const vault = createKeyVault({ storage: createMemoryVaultStorage() })
 * await vault.save('u-1', mnemonic)
 * await vault.load('u-1') // mnemonic
 * ```
 */
export function createKeyVault(options: KeyVaultOptions): KeyVault {
  const { storage } = options
  const webCrypto = options.crypto ?? globalThis.crypto
  const encoder = new TextEncoder()

  return {
    async load(userId) {
      const record = await storage.get(userId)
      if (record === undefined) return undefined
      if (!isRecord(record))
        throw new VaultError(VAULT_ERROR_MESSAGES.invalidRecord, { code: 'VAULT_RECORD' })
      let plaintext: ArrayBuffer
      try {
        plaintext = await webCrypto.subtle.decrypt(
          { name: 'AES-GCM', iv: record.iv, additionalData: encoder.encode(userId) },
          record.key,
          record.ciphertext,
        )
      } catch (cause) {
        throw new VaultError(VAULT_ERROR_MESSAGES.decryptFailed, { code: 'VAULT_DECRYPT', cause })
      }
      const bytes = new Uint8Array(plaintext)
      const mnemonic = new TextDecoder().decode(bytes)
      bytes.fill(0)
      return mnemonic
    },

    async save(userId, mnemonic) {
      const key = await webCrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = webCrypto.getRandomValues(new Uint8Array(IV_LENGTH))
      const plaintext = encoder.encode(mnemonic)
      const ciphertext = await webCrypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(userId) },
        key,
        plaintext,
      )
      plaintext.fill(0)
      const record: VaultRecord = { version: 1, key, iv, ciphertext: new Uint8Array(ciphertext) }
      await storage.put(userId, record)
    },

    remove: (userId) => storage.delete(userId),
  }
}

function isRecord(value: unknown): value is VaultRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<VaultRecord>
  return (
    record.version === 1 &&
    typeof record.key === 'object' &&
    record.iv instanceof Uint8Array &&
    record.iv.length === IV_LENGTH &&
    record.ciphertext instanceof Uint8Array
  )
}
