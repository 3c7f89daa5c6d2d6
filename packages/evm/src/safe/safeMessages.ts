/**
 * The messages of the errors the Safe provider throws for a request it cannot pass to the Safe,
 * defined once. The Safe's code loads only inside a Safe frame, and these with it.
 *
 * @example
 * ```ts
 * SAFE_MESSAGES.typedDataTooLarge // 'The typed data is too large'
 * ```
 */
export const SAFE_MESSAGES = Object.freeze({
  transactionNotObject: 'The transaction is not an object',
  transactionNeedsTo: 'A Safe transaction needs a "to" address',
  valueNotHexQuantity: 'The transaction value is not a hex quantity',
  dataNotHexBytes: 'The transaction data is not hex bytes',
  messageNotString: 'The message to sign is not a string',
  typedDataTooLarge: 'The typed data is too large',
  typedDataNotJson: 'The typed data is not JSON',
  typedDataNotObject: 'The typed data is not an object',
  batchNotObject: 'The batch is not an object',
  batchSize: 'A Safe batch needs 1 to 100 calls',
  batchChain: "The batch is for another chain than the Safe's",
  batchFrom: 'The batch is from another account than the Safe',
  batchCapability: 'A Safe supports no capability but atomic execution',
  batchIdNotSafeTxHash: 'A Safe batch id is its safeTxHash',
})
