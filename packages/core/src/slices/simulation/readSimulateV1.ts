import { revertReason } from './revertReason'
import type { EffectLog } from './types'

const MAX_LOGS = 512

/**
 * Reads an `eth_simulateV1` answer for one block with one call: its logs (native transfers
 * included, with `traceTransfers`), or its revert and reason. The answer is untrusted: logs
 * without an address, topics and data are skipped, at most 512 are read.
 *
 * @param answer - The `eth_simulateV1` result (an array of simulated blocks).
 * @returns The logs or the revert; `undefined` when the answer is not a simulation of one call.
 * @example
 * ```ts
 * readSimulateV1([{ calls: [{ status: '0x1', logs: [], returnData: '0x' }] }]) // { status: 'ok', logs: [] }
 * ```
 */
export function readSimulateV1(
  answer: unknown,
): { status: 'ok'; logs: EffectLog[] } | { status: 'reverted'; reason: string } | undefined {
  const block = Array.isArray(answer) ? (answer[0] as unknown) : undefined
  const calls = typeof block === 'object' && block !== null ? (block as { calls?: unknown }).calls : undefined
  const call = Array.isArray(calls) ? (calls[0] as unknown) : undefined
  if (typeof call !== 'object' || call === null) return undefined
  const { status, logs, returnData, error } = call as Record<string, unknown>
  if (status === '0x0') {
    const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined
    return { status: 'reverted', reason: revertReason(data ?? returnData) }
  }
  if (status !== '0x1' || !Array.isArray(logs)) return undefined
  const read: EffectLog[] = []
  for (const log of logs.slice(0, MAX_LOGS)) {
    if (typeof log !== 'object' || log === null) continue
    const { address, topics, data } = log as Record<string, unknown>
    if (typeof address !== 'string' || !Array.isArray(topics) || typeof data !== 'string') continue
    if (!topics.every((t): t is string => typeof t === 'string') || topics.length > 4) continue
    read.push({ address, topics, data })
  }
  return { status: 'ok', logs: read }
}
