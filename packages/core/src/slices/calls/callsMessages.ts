/**
 * The messages of the batched-calls slice (EIP-5792), one per {@link CallsError} code. SPEC §8's
 * own "Fetching call status not approved by the wallet." is `MethodNotSupportedError`'s, for
 * `wallet_getCallsStatus`.
 *
 * @example
 * ```ts
 * error.shortMessage === CALLS_MESSAGES.emptyBatch
 * ```
 */
export const CALLS_MESSAGES = {
  emptyBatch: 'A batch needs at least one call',
  tooManyCalls: 'A batch holds at most 100 calls',
  invalidCall: 'A call of the batch is not valid',
  invalidTo: 'A call is to something that is not an address',
  invalidValue: 'A call value must be a whole amount within 256 bits',
  invalidData: 'Call data must be hex',
  unsupportedCapability: 'The batch asks for a capability Latch does not know',
  notConnected: 'Connect an EVM wallet to send calls',
  invalidWalletAnswer: 'The wallet answered the batched call with something that is not valid',
} as const
