import { describeUntrusted, LatchError, readUntrustedField } from '@latch/core/kit'

/**
 * Readable text for the Stacks node's transaction rejection reasons (SPEC §8: FeeTooLow,
 * BadNonce, NotEnoughFunds and the others the node reports).
 *
 * @example
 * ```ts
 * REJECTION_REASONS.FeeTooLow // 'The fee is too low for the network to accept the transaction'
 * ```
 */
export const REJECTION_REASONS = {
  Serialization: 'The transaction could not be serialized',
  Deserialization: 'The transaction could not be decoded by the node',
  SignatureValidation: 'The transaction signature is not valid',
  FeeTooLow: 'The fee is too low for the network to accept the transaction',
  BadNonce: 'The nonce is wrong: another transaction may be pending',
  NotEnoughFunds: 'Not enough funds to pay the amount and the fee',
  NoSuchContract: 'The contract does not exist',
  NoSuchPublicFunction: 'The contract has no such public function',
  BadFunctionArgument: 'A function argument does not match the contract',
  ContractAlreadyExists: 'A contract with this name already exists',
  PoisonMicroblocksDoNotConflict: 'The poison microblocks do not conflict',
  PoisonMicroblockHasUnknownPubKeyHash: 'The poison microblock has an unknown public key hash',
  PoisonMicroblockIsInvalid: 'The poison microblock is invalid',
  BadAddressVersionByte: 'An address has the wrong version byte for this network',
  NoCoinbaseViaMempool: 'Coinbase transactions cannot be sent through the mempool',
  ServerFailureNoSuchChainTip: 'The node could not find the chain tip',
  ServerFailureDatabase: 'The node had a database failure',
  ServerFailureOther: 'The node failed to process the transaction',
  TooMuchChaining: 'Too many pending transactions from this account',
  ConflictingNonceInMempool: 'Another pending transaction uses the same nonce',
  EstimatorError: 'The node could not estimate the fee',
} as const

/**
 * A reason the Stacks node gives for rejecting a transaction.
 *
 * @example
 * ```ts
 * const reason: RejectionReason = 'BadNonce'
 * ```
 */
export type RejectionReason = keyof typeof REJECTION_REASONS

/**
 * The network rejected a transaction the wallet broadcast. `code` is `'TX_REJECTED'`; `reason`
 * is the node's reason (e.g. `'FeeTooLow'`), and `shortMessage` a readable sentence.
 *
 * @example
 * ```ts
 * if (error instanceof TransactionRejectedError && error.reason === 'NotEnoughFunds') showTopUp()
 * ```
 */
export class TransactionRejectedError extends LatchError {
  override name = 'TransactionRejectedError'
  declare readonly code: 'TX_REJECTED'
  /** The node's reason. */
  readonly reason: RejectionReason
  constructor(reason: RejectionReason, extra: { cause?: unknown; details?: string } = {}) {
    super(REJECTION_REASONS[reason], { ...extra, code: 'TX_REJECTED', meta: { reason } })
    this.reason = reason
  }
}

/**
 * Finds a rejection reason in what a wallet threw (`error.data.reason`, `error.reason` or a reason
 * name inside the message).
 *
 * @param error - The wallet's error.
 * @returns The reason, or `undefined`.
 * @example
 * ```ts
 * findRejectionReason({ code: -32603, message: 'transaction rejected: BadNonce' }) // 'BadNonce'
 * ```
 */
export function findRejectionReason(error: unknown): RejectionReason | undefined {
  return findReasonIn(error, 0)
}

function findReasonIn(error: unknown, depth: number): RejectionReason | undefined {
  // what a wallet threw is untrusted: each field read once without throwing, own reason names
  // only (not Object.prototype members), long text cut, nesting followed a few levels at most
  for (const candidate of [
    readUntrustedField(error, 'reason'),
    readUntrustedField(readUntrustedField(error, 'data'), 'reason'),
  ]) {
    if (isRejectionReason(candidate)) return candidate
  }
  const message = readUntrustedField(error, 'message')
  if (typeof message === 'string') {
    const text = describeUntrusted(message)
    const word = Object.keys(REJECTION_REASONS).find((reason) => new RegExp(`\\b${reason}\\b`).test(text))
    if (word) return word as RejectionReason
  }
  const nested = depth < 4 ? readUntrustedField(error, 'error') : undefined
  return nested === undefined || nested === error ? undefined : findReasonIn(nested, depth + 1)
}

const isRejectionReason = (value: unknown): value is RejectionReason =>
  typeof value === 'string' && Object.hasOwn(REJECTION_REASONS, value)
