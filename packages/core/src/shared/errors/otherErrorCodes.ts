/**
 * The codes of the other core errors: `RpcNotAllowedError`, `ModalClosedError`,
 * `ApprovalLimitError`, and the codes of the other packages' own error classes that extend
 * `LatchError` directly (Solana's transaction failure, Stacks' rejected transaction).
 *
 * @example
 * ```ts
 * OTHER_ERROR_CODES.includes('MODAL_CLOSED') // true
 * ```
 */
export const OTHER_ERROR_CODES = [
  'RPC_NOT_ALLOWED',
  'MODAL_CLOSED',
  'PENDING_LIMIT',
  'TRANSACTION_FAILED',
  'TX_REJECTED',
] as const
