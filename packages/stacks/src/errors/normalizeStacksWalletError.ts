import {
  type LatchError,
  normalizeWalletError,
  USER_REJECTED_CODES,
  WALLET_ERROR_CODES,
} from '@latch/core/kit'
import { findRejectionReason, TransactionRejectedError } from './TransactionRejectedError'

/**
 * Normalises a Stacks/Bitcoin wallet failure: a node rejection reason (FeeTooLow, BadNonce,
 * NotEnoughFunds...) becomes {@link TransactionRejectedError}; everything else goes through
 * core's `normalizeWalletError` (-32000 and 4001 to user-rejected with the wallet's code in
 * `meta.walletCode`, -31001 user-canceled, -32601 not supported, the rest -31000 unknown).
 *
 * @param error - What the wallet threw.
 * @param method - The method requested.
 * @returns A Latch error.
 * @example
 * ```ts
 * normalizeStacksWalletError({ code: -32000, message: 'User rejected' }, 'stx_transferStx').code // 4001
 * ```
 */
export function normalizeStacksWalletError(error: unknown, method: string): LatchError {
  const normalized = normalizeWalletError(error, method)
  const code = normalized.code
  if (
    typeof code === 'number' &&
    (code === WALLET_ERROR_CODES.userCanceled || USER_REJECTED_CODES.includes(code))
  ) {
    return normalized
  }
  const reason = findRejectionReason(error)
  return reason ? new TransactionRejectedError(reason, { cause: error }) : normalized
}
