import type { CallInWords } from '../../clearSigning/types'
import { APPROVAL_TITLES, type ApprovalSummary } from './approvalSummary'
import { describeTransaction } from './describeTransaction'

/** The most calls a batch summary lists (EIP-5792 batches Latch sends hold at most 100). */
const BATCH_CALLS_MAX = 100

/**
 * A `wallet_sendCalls` batch (EIP-5792) as the ApproveTransaction view shows it: each call as a
 * transaction (receiver, value, data and its call in words), the total value leaving the account
 * (hex base units, exact), the sender, and who pays the network fee (the account: the embedded
 * wallet sends each call as its own transaction and has no paymaster).
 *
 * @param params - The frozen `wallet_sendCalls` params (`[{ from, calls, … }]`).
 * @param words - Each call in words, as `clearSignBatch` read them.
 * @returns The batch summary.
 * @example
 * ```ts
 * describeBatch([{ from, calls: [{ to, value: '0x1' }, { to, value: '0x2' }] }], []).total // '0x3'
 * ```
 */
export function describeBatch(
  params: unknown,
  words: readonly (CallInWords | undefined)[],
): Extract<ApprovalSummary, { kind: 'batch' }> {
  const [request] = Array.isArray(params) ? (params as unknown[]) : []
  const { calls, from } = (request ?? {}) as { calls?: unknown; from?: unknown }
  const list = Array.isArray(calls) ? (calls as unknown[]).slice(0, BATCH_CALLS_MAX) : []
  const described = list.map((call, i) => describeTransaction(call, words[i]))
  let total = 0n
  for (const call of described)
    if (call.value !== undefined && /^0x[0-9a-fA-F]{1,64}$/.test(call.value)) total += BigInt(call.value)
  return {
    kind: 'batch',
    title: APPROVAL_TITLES.batch,
    from: typeof from === 'string' ? from : undefined,
    calls: described,
    total: `0x${total.toString(16)}`,
    gasPaidBy: 'account',
  }
}
