/**
 * The messages of the errors the Stacks and Bitcoin wallet requests throw while their parameters
 * are shaped, defined once. They load with the request pipeline, on the first wallet request.
 *
 * @example
 * ```ts
 * STACKS_REQUEST_MESSAGES.unknownMethod('stx_foo') // 'Unknown method stx_foo'
 * ```
 */
export const STACKS_REQUEST_MESSAGES = Object.freeze({
  /** Code `AMOUNT_NOT_SAFE_FOR_WALLET`: a sats amount the wallet's number parameter cannot hold exactly. */
  amountNotSafeForWallet: 'Amount too large for this wallet',
  /** Code `INVALID_PSBT`: the PSBT does not parse. */
  invalidPsbt: 'Invalid PSBT',
  /** Code `INVALID_CLARITY_VALUE`: a serialized Clarity value does not parse. */
  invalidSerializedClarityValue: 'Invalid serialized Clarity value',
  /** Code `INVALID_POST_CONDITION`: a serialized post-condition does not parse. */
  invalidSerializedPostCondition: 'Invalid serialized post-condition',
  /** Code `UNSUPPORTED_TRANSACTION_TYPE`: a transaction to sign of another type. */
  unsignableTransactionType:
    'Only contract_call, smart_contract and token_transfer transactions can be signed',
  /** Code `INVALID_PARAMS`: a method outside `STACKS_METHODS`. */
  unknownMethod: (method: unknown) => `Unknown method ${String(method)}`,
})
