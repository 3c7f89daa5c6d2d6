/**
 * The messages of the `RangeError`s the BIP-322 reader throws on bytes that are not a well-formed
 * Bitcoin transaction or witness, defined once. The verifier turns any of them into a refused
 * signature; they load with it.
 *
 * @example
 * ```ts
 * BIP322_MESSAGES.truncated // 'truncated'
 * ```
 */
export const BIP322_MESSAGES = Object.freeze({
  truncated: 'truncated',
  nonCanonicalVarint: 'non-canonical varint',
  varintTooLarge: 'varint too large',
  witnessTooLarge: 'witness too large',
  trailingAfterWitness: 'trailing bytes after the witness',
  tooManyWitnessItems: 'too many witness items',
  transactionTooLarge: 'transaction too large',
  badSegwitFlag: 'bad segwit flag',
  badInputCount: 'bad input count',
  badOutputCount: 'bad output count',
  trailingAfterTransaction: 'trailing bytes after the transaction',
  noSuchInput: 'no such input',
  spentOutputsMismatch: 'spent outputs do not match',
})
