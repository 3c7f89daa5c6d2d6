import { checkDescriptors } from '../clearSigning/clearSignTransaction'
import { descriptorTokens } from '../clearSigning/findFunction'
import type { RiskFlag } from '../clearSigning/types'
import { decodeEffectLogs } from './decodeEffectLogs'
import type { ReviewContext } from './reviewContext'
import { SimulationError } from './SimulationError'
import { simulateEvmTransaction } from './simulateEvmTransaction'
import { simulateSolanaTransaction } from './simulateSolanaTransaction'
import { SIMULATION_MESSAGES } from './simulationMessages'
import type { Simulation } from './types'

// The approval imports both from this one chunk entry.
export { checkRequest } from './checkRequest'
export type { ReviewContext } from './reviewContext'

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
const hexOrUndefined = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value) ? value : undefined

/** The Solana methods whose transaction is simulated. */
const SOLANA_SENDS = ['solana_signAndSendTransaction', 'solana_signTransaction']

async function simulateSolana(params: unknown, context: ReviewContext & { rpcUrl: string }) {
  const transaction = asObject(params)?.transaction
  if (typeof transaction !== 'string' || !context.account)
    throw new SimulationError('INVALID_ANSWER', 'the request has no transaction or account')
  const result = await simulateSolanaTransaction(transaction, { ...context, account: context.account })
  return result.status === 'ok' ? { ...result, approvals: [], method: 'simulateTransaction' } : result
}

async function simulateEvm(params: unknown, context: ReviewContext & { rpcUrl: string }) {
  const tx = asObject(Array.isArray(params) ? params[0] : undefined)
  const from = typeof tx?.from === 'string' ? tx.from : context.account
  const to = typeof tx?.to === 'string' ? tx.to : undefined
  if (!from || !to) throw new SimulationError('INVALID_ANSWER', 'the transaction has no from or to')
  const value = hexOrUndefined(tx?.value)
  const data = hexOrUndefined(tx?.data ?? tx?.input)
  const gas = hexOrUndefined(tx?.gas)
  const result = await simulateEvmTransaction(
    { from, to, ...(value ? { value } : {}), ...(data ? { data } : {}), ...(gas ? { gas } : {}) },
    { rpcUrl: context.rpcUrl, ...(context.timeoutMs === undefined ? {} : { timeoutMs: context.timeoutMs }) },
  )
  if (result.status === 'reverted') return result
  const named = descriptorTokens(checkDescriptors(context.descriptors ?? []).descriptors, context.chainId)
  const effects = decodeEffectLogs(result.logs, from, { ...context, tokens: [...context.tokens, ...named] })
  return { status: 'ok' as const, method: result.method, ...effects }
}

/**
 * Simulates a frozen `eth_sendTransaction` ({@link simulateEvmTransaction}, its logs read into the
 * visitor's balance changes and the approvals it grants) or Solana transaction
 * ({@link simulateSolanaTransaction}: lamport and SPL token deltas) through the app's RPC; a
 * revert is a risk flag with its reason. A failure (no RPC URL, a node error, over the time
 * allowed) is a `failed` simulation, never an exception: it never blocks Approve.
 *
 * @param method - The request's method.
 * @param params - The frozen params (`[tx]`, or `{ transaction }` for Solana).
 * @param context - The network, the tokens and the account.
 * @returns The simulation, and the revert flag when it reverts.
 * @example
 * ```ts
 * const { simulation, flags } = await simulateRequest('eth_sendTransaction', [tx], context)
 * ```
 */
export async function simulateRequest(
  method: string,
  params: unknown,
  context: ReviewContext,
): Promise<{ simulation: Simulation; flags: RiskFlag[] }> {
  try {
    const rpcUrl = context.rpcUrl
    if (!rpcUrl) throw new SimulationError('NO_RPC', 'no rpcUrls.default.http')
    const result = SOLANA_SENDS.includes(method)
      ? await simulateSolana(params, { ...context, rpcUrl })
      : await simulateEvm(params, { ...context, rpcUrl })
    if (result.status === 'reverted')
      return {
        simulation: { status: 'reverted', reason: result.reason },
        flags: [{ kind: 'reverts', why: SIMULATION_MESSAGES.reverts, detail: result.reason }],
      }
    const { method: used, changes, approvals } = result
    return { simulation: { status: 'done', method: used, changes, approvals }, flags: [] }
  } catch (error) {
    const reason = error instanceof SimulationError ? error.shortMessage : SIMULATION_MESSAGES.INVALID_ANSWER
    return { simulation: { status: 'failed', reason }, flags: [] }
  }
}
