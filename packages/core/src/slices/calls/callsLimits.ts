/**
 * The caps of the batched-calls slice: what Latch sends, and what it accepts from a wallet's
 * `wallet_getCapabilities` and `wallet_getCallsStatus` answers (untrusted input).
 *
 * @example
 * ```ts
 * if (calls.length > CALLS_LIMITS.callsMax) throw new CallsError('TOO_MANY_CALLS', `${calls.length} calls`)
 * ```
 */
export const CALLS_LIMITS = {
  /** Calls in one batch. */
  callsMax: 100,
  /** Characters of a batch id (EIP-5792: up to 4096 bytes). */
  idMax: 4096,
  /** Receipts in one status answer. */
  receiptsMax: 100,
  /** Logs in one receipt. */
  logsMax: 1000,
  /** Capabilities per chain, in a request or a wallet's answer. */
  capabilitiesMax: 64,
  /** Chains in a `wallet_getCapabilities` answer. */
  chainsMax: 64,
  /** Characters of call data or of a log's data (1 MB of hex). */
  dataMax: 2 * 1024 * 1024,
  /** Fallback batches an instance remembers (the oldest is forgotten first). */
  fallbackBatchesMax: 100,
  /** The largest call value (256 bits). */
  valueMax: 2n ** 256n - 1n,
} as const

/**
 * The capabilities Latch knows (EIP-5792 and the ERCs that extend it): a batch may ask for any of
 * these; another one only when it is marked `optional: true`.
 *
 * @example
 * ```ts
 * KNOWN_CAPABILITIES.has('paymasterService') // true
 * ```
 */
export const KNOWN_CAPABILITIES: ReadonlySet<string> = new Set([
  'atomic',
  'paymasterService',
  'auxiliaryFunds',
  'permissions',
  'flowControl',
  'dataSuffix',
])
