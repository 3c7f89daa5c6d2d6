import { clearSignTransaction } from './clearSignTransaction'
import type { CallInWords } from './types'

/** The most calls of a batch read into words (EIP-5792 batches Latch sends hold at most 100). */
const BATCH_CALLS_MAX = 100

/**
 * Each call of a `wallet_sendCalls` batch in words, read as an `eth_sendTransaction`'s call is
 * (the app's ERC-7730 descriptors, then the built-in ones): one entry per call, undefined for a
 * call without call data. At most 100 calls are read.
 *
 * @param params - The frozen `wallet_sendCalls` params (`[{ calls, … }]`).
 * @param context - The app's descriptors (unchecked), the tokens the account knows, the network.
 * @returns The words of each call.
 * @example
 * ```ts
 * clearSignBatch([{ calls: [{ to: token, data: approveData }] }], context)[0]?.kind // 'call'
 * ```
 */
export function clearSignBatch(
  params: unknown,
  context: Parameters<typeof clearSignTransaction>[1],
): (CallInWords | undefined)[] {
  const [request] = Array.isArray(params) ? (params as unknown[]) : []
  const calls = (request as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls)) return []
  return calls.slice(0, BATCH_CALLS_MAX).map((call: unknown) => {
    try {
      return clearSignTransaction(call, context)
    } catch {
      return undefined
    }
  })
}
