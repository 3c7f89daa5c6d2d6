import { LatchError } from '@latch/core/kit'

/**
 * The messages of {@link VaultError}, defined once.
 *
 * @example
 * ```ts
 * VAULT_ERROR_MESSAGES.decryptFailed // 'The stored wallet could not be decrypted'
 * ```
 */
export const VAULT_ERROR_MESSAGES = {
  decryptFailed: 'The stored wallet could not be decrypted',
  invalidRecord: 'The stored wallet record is malformed',
} as const

/**
 * Codes of {@link VaultError}.
 *
 * @example
 * ```ts
 * const code: VaultErrorCode = 'VAULT_DECRYPT'
 * ```
 */
export type VaultErrorCode = 'VAULT_DECRYPT' | 'VAULT_RECORD'

/**
 * A stored record cannot be opened: the ciphertext, IV or key was altered, or the record belongs to
 * another user id (the user id is the AES-GCM additional data).
 *
 * @example
 * ```ts
 * await vault.load('u-2').catch((e) => e instanceof VaultError && e.code === 'VAULT_DECRYPT')
 * ```
 */
export class VaultError extends LatchError {
  override name = 'VaultError'
  declare readonly code: VaultErrorCode
  constructor(message: string, extra: { code: VaultErrorCode; details?: string; cause?: unknown }) {
    super(message, extra)
  }
}
