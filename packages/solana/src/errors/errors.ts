import { LatchError, ValidationError } from '@latch/core/kit'

/**
 * The account cannot pay for a send (amount plus fee, rent for a new token account, or a token
 * balance too low). Thrown before the wallet is asked to sign: nothing is sent.
 *
 * @example
 * ```ts
 * try { await adapter.send(params) } catch (e) { if (e instanceof InsufficientFundsError) showTopUp() }
 * ```
 */
export class InsufficientFundsError extends ValidationError {
  override name = 'InsufficientFundsError'
  declare readonly code: 'INSUFFICIENT_FUNDS'
  constructor(details: string, meta: Record<string, unknown> = {}) {
    super('Insufficient funds', { code: 'INSUFFICIENT_FUNDS', details, meta })
  }
}

/**
 * A transaction reached the chain but failed there (or could not be confirmed).
 *
 * @example
 * ```ts
 * if (error instanceof SolanaTransactionError) console.log(error.meta.signature)
 * ```
 */
export class SolanaTransactionError extends LatchError {
  override name = 'SolanaTransactionError'
  declare readonly code: 'TRANSACTION_FAILED'
  constructor(details: string, extra: { cause?: unknown; meta?: Record<string, unknown> } = {}) {
    super('Transaction failed', { code: 'TRANSACTION_FAILED', details, ...extra })
  }
}
