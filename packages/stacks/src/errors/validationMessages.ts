import { CONSTANTS, describeUntrusted } from '@latch/core/kit'

/**
 * The messages of the errors the Stacks validation (Clarity values, post-conditions, contracts,
 * transactions, amounts and lengths) throws, defined once. Values from outside Latch are cut with
 * `describeUntrusted`.
 *
 * @example
 * ```ts
 * STACKS_VALIDATION_MESSAGES.amountOutOfRange('amount') // 'amount must be between 0 and 2^64-1'
 * ```
 */
export const STACKS_VALIDATION_MESSAGES = Object.freeze({
  /** Code `INVALID_CLARITY_VALUE`. */
  invalidClarityValue: 'Invalid Clarity value',
  /** Code `INVALID_POST_CONDITION`. */
  invalidPostCondition: 'Invalid post-condition',
  /** Code `INVALID_AMOUNT`: a post-condition's amount. */
  invalidPostConditionAmount: 'Post-condition amount must be a bigint or a decimal string',
  /** Code `INVALID_CONTRACT`: not `<address>.<name>`. */
  invalidContractPrincipal: (contract: unknown) =>
    `Invalid contract principal "${describeUntrusted(contract)}"`,
  /** Code `INVALID_CONTRACT_NAME`. */
  invalidContractName: (name: unknown) => `Invalid contract name "${describeUntrusted(name)}"`,
  /** Code `INVALID_TRANSACTION`: the transaction does not deserialize. */
  invalidTransaction: 'Invalid Stacks transaction',
  /** Code `TRANSACTION_NETWORK_MISMATCH`. */
  transactionNetworkMismatch: (txNetwork: string, network: string) =>
    `Transaction is for ${txNetwork}, not ${network}`,
  /** Code `UNSUPPORTED_TRANSACTION_TYPE`: a payload Latch does not describe. */
  unsupportedTransactionType: 'Unsupported Stacks transaction type',
  /** Code `INVALID_AMOUNT`: `what` names the amount. */
  notAnIntegerAmount: (what: string) => `${what} must be a bigint or an integer decimal string`,
  /** Code `AMOUNT_OUT_OF_RANGE`. */
  amountOutOfRange: (what: string) => `${what} must be between 0 and 2^64-1`,
  /** Code `INT_OUT_OF_RANGE`. */
  intOutOfRange: 'Clarity int must be a signed 128-bit integer',
  /** Code `UINT_OUT_OF_RANGE`. */
  uintOutOfRange: 'Clarity uint must be an unsigned 128-bit integer',
  /** Code `MEMO_TOO_LONG`. */
  memoTooLong: `Memo is at most ${CONSTANTS.stacksMemoMaxBytes} bytes`,
  /** Code `INVALID_STRING`: not a string. */
  notAString: 'Clarity string must be a string',
  /** Code `INVALID_STRING`: a string-ascii with other characters. */
  notAscii: 'Clarity string-ascii must be ASCII',
  /** Code `STRING_TOO_LONG`. */
  stringTooLong: `Clarity string is at most ${CONSTANTS.stacksStringMaxBytes} bytes`,
  /** Code `INVALID_BYTE_LENGTH`: `kind` names the bytes (signature, VRF proof…). */
  wrongByteLength: (kind: string, expected: number) => `${kind} must be exactly ${expected} bytes`,
})
