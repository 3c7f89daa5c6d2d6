import { UserRejectedRequestError } from '../../shared/errors/errors'
import type { CheckedCall } from './buildSendCallsRequest'
import { CallsError } from './CallsError'
import type { createSequentialBatches } from './createSequentialBatches'

type Hex = `0x${string}`
const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * The documented fallback for a wallet without EIP-5792 (`fallback: 'sequential'`): sends the
 * checked calls one by one with `eth_sendTransaction` (each a wallet prompt) and records the batch
 * so `getCallsStatus` answers for it. A refused call stops the rest: when it was the first, the
 * refusal is thrown (nothing was sent); later, the batch is kept as refused (status 400) and its id
 * returned. Any other failure is thrown as it came.
 *
 * @param calls - The checked calls.
 * @param context - The sender, the chain, the batch store and the wallet request.
 * @returns The batch id.
 * @throws {UserRejectedRequestError} when the first call is refused.
 * @throws {CallsError} `INVALID_WALLET_ANSWER` when the wallet answers a call with no hash.
 * @example
 * ```ts
 * const { id } = await sendSequentially(calls, { from, chainId: '0x7a69', batches, request })
 * ```
 */
export async function sendSequentially(
  calls: readonly CheckedCall[],
  context: {
    from: Hex
    chainId: Hex
    batches: ReturnType<typeof createSequentialBatches>
    request: (method: string, params: unknown) => Promise<unknown>
  },
): Promise<{ id: string }> {
  const batch = context.batches.add(context.chainId)
  for (const call of calls) {
    let hash: unknown
    try {
      hash = await context.request('eth_sendTransaction', [{ from: context.from, ...call }])
    } catch (error) {
      if (error instanceof UserRejectedRequestError && batch.hashes.length > 0) {
        batch.refused = true
        return { id: batch.id }
      }
      throw error
    }
    if (typeof hash !== 'string' || !TX_HASH.test(hash))
      throw new CallsError('INVALID_WALLET_ANSWER', 'eth_sendTransaction: the answer is no hash')
    batch.hashes.push(hash as Hex)
  }
  return { id: batch.id }
}
