import type { ActivityItem } from '../../adapters/AccountDataSource'
import { checkDescriptors } from '../clearSigning/clearSignTransaction'
import { descriptorTokens } from '../clearSigning/findFunction'
import type { ClearSigningToken, RiskFlag } from '../clearSigning/types'
import { decodeEffectLogs } from './decodeEffectLogs'
import { flagCannotReceive } from './flagCannotReceive'
import { flagLookalikeReceiver } from './flagLookalikeReceiver'
import { flagNewPermitSpender } from './flagNewPermitSpender'
import { flagWrongChain } from './flagWrongChain'
import { frozenRequestHash } from './frozenRequestHash'
import { knownCounterparts } from './knownCounterparts'
import { SimulationError } from './SimulationError'
import { simulateEvmTransaction } from './simulateEvmTransaction'
import { SIMULATION_MESSAGES } from './simulationMessages'
import { transferReceiver } from './transferReceiver'
import type { Simulation } from './types'

/**
 * What reviewing a request needs: the shown network's RPC URL and chain id, its currency, the
 * tokens the account and descriptors know, the account and its activity (history and sends).
 *
 * @example
 * ```ts
 * const context: ReviewContext = { rpcUrl: 'http://127.0.0.1:8545', chainId: 31337, native, tokens: [], account, activity: [] }
 * ```
 */
export type ReviewContext = {
  rpcUrl: string | undefined
  chainId: number | undefined
  native: { symbol: string; decimals: number } | undefined
  tokens: readonly ClearSigningToken[]
  /** The app's ERC-7730 descriptors (unchecked): their `metadata.token` names amounts too. */
  descriptors?: readonly unknown[]
  account: string | undefined
  activity: readonly ActivityItem[]
  /** Time allowed to simulate (ms), default 4000. */
  timeoutMs?: number
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
const hexOrUndefined = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value) ? value : undefined

/**
 * The checks of a frozen request that need no node, raised before it is simulated: its hash, a
 * transaction's chain, receiver (look-alike of a counterpart; the token contract itself) and a
 * typed-data permit's spender (never sent to before) and chain.
 *
 * @param request - The method, frozen params and network.
 * @param context - The network, the account and its activity.
 * @returns The request's hash and its flags.
 * @example
 * ```ts
 * checkRequest({ method: 'eth_sendTransaction', params: [tx] }, context).flags
 * ```
 */
export function checkRequest(
  request: { method: string; params: unknown; caipNetworkId?: string | undefined },
  context: ReviewContext,
): { hash: string; flags: RiskFlag[] } {
  const hash = frozenRequestHash(request)
  const list = Array.isArray(request.params) ? (request.params as unknown[]) : []
  const account =
    context.account ??
    (typeof asObject(list[0])?.from === 'string' ? (asObject(list[0])?.from as string) : '')
  const seen = knownCounterparts(context.activity, account)
  const flags: (RiskFlag | undefined)[] = []
  if (request.method === 'eth_sendTransaction') {
    const tx = asObject(list[0])
    flags.push(flagWrongChain(tx?.chainId, context.chainId), flagCannotReceive(tx))
    const receiver = transferReceiver(tx)?.receiver
    if (receiver) flags.push(flagLookalikeReceiver(receiver, seen.all))
  } else if (request.method === 'eth_signTypedData_v4') {
    let typedData: unknown = list[1]
    if (typeof typedData === 'string' && typedData.length <= 65_536)
      try {
        typedData = JSON.parse(typedData)
      } catch {
        typedData = undefined
      }
    flags.push(flagWrongChain(asObject(asObject(typedData)?.domain)?.chainId, context.chainId))
    flags.push(flagNewPermitSpender(typedData, seen.sentTo))
  }
  return { hash, flags: flags.filter((f): f is RiskFlag => f !== undefined) }
}

/**
 * Simulates a frozen `eth_sendTransaction` through the app's RPC ({@link simulateEvmTransaction})
 * and reads the visitor's balance changes and the approvals it grants; a revert is a risk flag
 * with its reason. A failure (no RPC URL, a node error, over the time allowed) is a `failed`
 * simulation, never an exception: it never blocks Approve.
 *
 * @param params - The frozen params (`[tx]`).
 * @param context - The network, the tokens and the account.
 * @returns The simulation, and the revert flag when it reverts.
 * @example
 * ```ts
 * const { simulation, flags } = await simulateRequest([tx], context)
 * ```
 */
export async function simulateRequest(
  params: unknown,
  context: ReviewContext,
): Promise<{ simulation: Simulation; flags: RiskFlag[] }> {
  const tx = asObject(Array.isArray(params) ? params[0] : undefined)
  const from = typeof tx?.from === 'string' ? tx.from : context.account
  const to = typeof tx?.to === 'string' ? tx.to : undefined
  try {
    if (!context.rpcUrl) throw new SimulationError('NO_RPC', 'no rpcUrls.default.http')
    if (!from || !to) throw new SimulationError('INVALID_ANSWER', 'the transaction has no from or to')
    const value = hexOrUndefined(tx?.value)
    const data = hexOrUndefined(tx?.data ?? tx?.input)
    const gas = hexOrUndefined(tx?.gas)
    const result = await simulateEvmTransaction(
      { from, to, ...(value ? { value } : {}), ...(data ? { data } : {}), ...(gas ? { gas } : {}) },
      {
        rpcUrl: context.rpcUrl,
        ...(context.timeoutMs === undefined ? {} : { timeoutMs: context.timeoutMs }),
      },
    )
    if (result.status === 'reverted')
      return {
        simulation: { status: 'reverted', reason: result.reason },
        flags: [{ kind: 'reverts', why: SIMULATION_MESSAGES.reverts, detail: result.reason }],
      }
    const named = descriptorTokens(checkDescriptors(context.descriptors ?? []).descriptors, context.chainId)
    const effects = decodeEffectLogs(result.logs, from, { ...context, tokens: [...context.tokens, ...named] })
    return { simulation: { status: 'done', method: result.method, ...effects }, flags: [] }
  } catch (error) {
    const reason = error instanceof SimulationError ? error.shortMessage : SIMULATION_MESSAGES.INVALID_ANSWER
    return { simulation: { status: 'failed', reason }, flags: [] }
  }
}
