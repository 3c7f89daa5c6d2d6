import { LatchError } from '@latch/core/kit'
import type { FRAME_ERROR_CODES } from '../protocol/frame'

/**
 * The messages of {@link KeyError}, defined once.
 *
 * @example
 * ```ts
 * KEY_ERROR_MESSAGES.notSigner // 'The account is not a required signer of this transaction'
 * ```
 */
export const KEY_ERROR_MESSAGES = {
  notSigner: 'The account is not a required signer of this transaction',
  invalidTransaction: 'Invalid transaction',
  invalidMessage: 'Invalid message',
  invalidMnemonic: 'Invalid mnemonic',
  invalidPath: 'Invalid derivation path',
  /** BIP-32 derivation gave a node without a private key (a seed that cannot be used). */
  noPrivateKey: 'BIP-32 derivation returned no private key',
} as const

/**
 * Codes of {@link KeyError}: the key-frame protocol codes a signing failure answers with.
 *
 * @example
 * ```ts
 * const code: KeyErrorCode = 'NOT_SIGNER'
 * ```
 */
export type KeyErrorCode = typeof FRAME_ERROR_CODES.notSigner | typeof FRAME_ERROR_CODES.invalidParams

/**
 * A key derivation or signing failure: the input cannot be signed (`INVALID_PARAMS`) or the account
 * is not one of its signers (`NOT_SIGNER`).
 *
 * @example
 * ```ts
 * throw new KeyError(KEY_ERROR_MESSAGES.notSigner, { code: 'NOT_SIGNER' })
 * ```
 */
export class KeyError extends LatchError {
  override name = 'KeyError'
  declare readonly code: KeyErrorCode
  constructor(message: string, extra: { code: KeyErrorCode; details?: string; cause?: unknown }) {
    super(message, extra)
  }
}
