import { LatchError } from '@latch/core/kit'

/**
 * The messages of {@link SmartAccountError}, defined once.
 *
 * @example
 * ```ts
 * SMART_ACCOUNT_MESSAGES.emptyBatch // 'A batch needs at least one call'
 * ```
 */
export const SMART_ACCOUNT_MESSAGES = {
  emptyBatch: 'A batch needs at least one call',
  tooManyCalls: 'A batch holds at most 100 calls',
  invalidCall: 'A call of the batch is malformed',
  valueTooLarge: 'A call value does not fit in 256 bits',
  unknownCapability: 'The batch asks for a capability this wallet does not have',
  paymasterAltered: "The paymaster's answer changes the user operation",
  paymasterInvalid: 'The paymaster answered an unexpected response',
  paymasterRefused: 'The paymaster refused to sponsor the user operation',
  bundlerInvalid: 'The bundler answered an unexpected response',
  bundlerRefused: 'The bundler refused the user operation',
  nodeInvalid: 'The network node answered an unexpected response',
  unreachable: 'The bundler, paymaster or network node could not be reached',
  receiptMismatch: 'The bundler answered a receipt for another user operation',
  receiptTimeout: 'The user operation was not included in time',
  delegationMismatch: 'The account is delegated to a contract that is not the configured implementation',
  signerInvalid: 'The key frame answered an unexpected signature',
  feeUnaffordable: 'The account needs funds for the network fee to switch back to a standard account',
  undelegationFailed: 'The switch back to a standard account did not clear the delegation',
} as const

/**
 * Codes of {@link SmartAccountError}.
 *
 * - `EMPTY_BATCH`, `TOO_MANY_CALLS`, `INVALID_CALL`, `VALUE_TOO_LARGE`, `UNKNOWN_CAPABILITY`: the
 *   batch itself is refused before anything is asked of anyone.
 * - `PAYMASTER_ALTERED`: the paymaster's answer sets a user-operation field other than its own
 *   (`paymaster`, `paymasterData` and their gas limits): a changed sender, calls, nonce, gas or fee.
 * - `PAYMASTER_INVALID`, `BUNDLER_INVALID`, `NODE_INVALID`: an answer of the wrong shape or size.
 * - `PAYMASTER_REFUSED`, `BUNDLER_REFUSED`: a JSON-RPC error (its message, cut, in `details`).
 * - `UNREACHABLE`: the request did not get an answer.
 * - `RECEIPT_MISMATCH`: a receipt whose userOpHash or sender is not the operation's.
 * - `RECEIPT_TIMEOUT`: no receipt within the wait.
 * - `DELEGATION_MISMATCH`: the account (or an authorisation) delegates to another contract.
 * - `SIGNER_INVALID`: the key frame's answer is not the signature asked for.
 * - `FEE_UNAFFORDABLE`: the switch back to an EOA is a transaction the account pays for, and its
 *   balance does not cover the fee (nothing is signed).
 * - `UNDELEGATION_FAILED`: that transaction was included but the account still has code.
 *
 * @example
 * ```ts
 * const code: SmartAccountErrorCode = 'PAYMASTER_ALTERED'
 * ```
 */
export type SmartAccountErrorCode =
  | 'EMPTY_BATCH'
  | 'TOO_MANY_CALLS'
  | 'INVALID_CALL'
  | 'VALUE_TOO_LARGE'
  | 'UNKNOWN_CAPABILITY'
  | 'PAYMASTER_ALTERED'
  | 'PAYMASTER_INVALID'
  | 'PAYMASTER_REFUSED'
  | 'BUNDLER_INVALID'
  | 'BUNDLER_REFUSED'
  | 'NODE_INVALID'
  | 'UNREACHABLE'
  | 'RECEIPT_MISMATCH'
  | 'RECEIPT_TIMEOUT'
  | 'DELEGATION_MISMATCH'
  | 'SIGNER_INVALID'
  | 'FEE_UNAFFORDABLE'
  | 'UNDELEGATION_FAILED'

/**
 * A smart-account operation that cannot go on: bad input, or an untrusted answer (bundler,
 * paymaster, node, key frame) that is refused. Thrown before anything further is signed or sent.
 *
 * @example
 * ```ts
 * throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.emptyBatch, { code: 'EMPTY_BATCH' })
 * ```
 */
export class SmartAccountError extends LatchError {
  override name = 'SmartAccountError'
  declare readonly code: SmartAccountErrorCode
  constructor(
    message: string,
    extra: { code: SmartAccountErrorCode; details?: string; cause?: unknown; meta?: Record<string, unknown> },
  ) {
    super(message, extra)
  }
}
