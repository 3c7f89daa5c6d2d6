import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import { CALLS_LIMITS } from './callsLimits'
import { readCallsStatus } from './readCallsStatus'
import type { CallsStatus } from './types'

type Hex = `0x${string}`

/** A batch Latch sent one call at a time: its chain, each sent call's hash, and whether one was refused. */
type SequentialBatch = { chainId: Hex; hashes: Hex[]; refused: boolean }

/**
 * The batches an instance sent with `fallback: 'sequential'` (at most 100, the oldest forgotten
 * first), and their status in the EIP-5792 shape read from each call's receipt: 100 while one is
 * pending, 200 when all succeeded, 500 when all reverted, 600 when some did, and 400 when the
 * wallet refused a call (the rest were not sent; the sent ones' receipts are listed).
 *
 * @returns The store.
 * @example
 * ```ts
 * const batches = createSequentialBatches()
 * const batch = batches.add('0x7a69')
 * batch.hashes.push(hash)
 * await batches.status(batch.id, (hash) => request('eth_getTransactionReceipt', [hash]))
 * ```
 */
export function createSequentialBatches() {
  const batches = new Map<string, SequentialBatch>()
  return {
    /** Records a new batch on `chainId` and returns it with its new random id. */
    add(chainId: Hex): SequentialBatch & { id: string } {
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      const id = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
      const batch: SequentialBatch = { chainId, hashes: [], refused: false }
      batches.set(id, batch)
      if (batches.size > CALLS_LIMITS.fallbackBatchesMax)
        batches.delete(batches.keys().next().value as string)
      return Object.assign(batch, { id })
    },
    /** Whether `id` is one of these batches. */
    has: (id: string) => batches.has(id),
    /** The batch's status, its receipts read with `receipt`; undefined for an id not recorded here. */
    async status(id: string, receipt: (hash: Hex) => Promise<unknown>): Promise<CallsStatus | undefined> {
      const batch = batches.get(id)
      if (!batch) return undefined
      const answers = await Promise.all(batch.hashes.map(receipt))
      const done = answers.filter((r) => r !== null && r !== undefined)
      const reverted = done.filter((r) => readUntrustedField(r, 'status') !== '0x1').length
      const status = batch.refused
        ? 400
        : done.length < answers.length
          ? 100
          : reverted === 0
            ? 200
            : reverted === done.length
              ? 500
              : 600
      return readCallsStatus({
        version: '2.0.0',
        id,
        chainId: batch.chainId,
        status,
        atomic: false,
        receipts: done,
      })
    },
  }
}
