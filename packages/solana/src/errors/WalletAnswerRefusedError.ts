import { UnknownWalletError } from '@latch/core/kit'

/**
 * Why a wallet's answer was refused.
 *
 * @example
 * ```ts
 * const reason: WalletAnswerRefusal = 'TRANSACTION_CHANGED'
 * ```
 */
export type WalletAnswerRefusal =
  | 'MALFORMED_TRANSACTION'
  | 'TRANSACTION_CHANGED'
  | 'MALFORMED_SIGNATURE'
  | 'BAD_SIGNATURE'
  | 'WRONG_COUNT'

/**
 * A wallet answered a signing request with something Latch will not pass on: another transaction
 * than the one it was asked to sign, a signature that does not verify with the connected key, or no
 * transaction at all. A wallet error (code -31000, a `UnknownWalletError` of `@latch/core`) with the reason
 * in `reason`; nothing was sent.
 *
 * @example
 * ```ts
 * try { await adapter.signTransaction(tx) } catch (e) {
 *   if (e instanceof WalletAnswerRefusedError && e.reason === 'TRANSACTION_CHANGED') warnUser()
 * }
 * ```
 */
export class WalletAnswerRefusedError extends UnknownWalletError {
  override name = 'WalletAnswerRefusedError'
  /** Why the answer was refused. */
  readonly reason: WalletAnswerRefusal
  constructor(reason: WalletAnswerRefusal, details: string) {
    super({ details, meta: { reason } })
    this.reason = reason
  }
}
