import type { RiskFlag } from '../clearSigning/types'
import { flagCannotReceive } from './flagCannotReceive'
import { flagLookalikeReceiver } from './flagLookalikeReceiver'
import { flagNewPermitSpender } from './flagNewPermitSpender'
import { flagWrongChain } from './flagWrongChain'
import { frozenRequestHash } from './frozenRequestHash'
import { knownCounterparts } from './knownCounterparts'
import type { ReviewContext } from './reviewContext'
import { transferReceiver } from './transferReceiver'

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

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
