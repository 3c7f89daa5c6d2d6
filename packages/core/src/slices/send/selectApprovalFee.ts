import type { CaipNetworkId } from '../../shared/networks/types'
import type { SendState } from './types'

/**
 * The network fee an approval shows for the send form's own transaction: the estimate the form
 * showed (`state.send.fee`, estimated once through the adapter), so the visitor reads one fee from
 * one place, not "≈ 0.000053 ETH" in the form and "Set when sent" in the approval. It applies while
 * the form's send is in flight and the waiting request is that send: on the token's network, to the
 * receiver (a native send) or to the token's contract (a token send). Any other request has no
 * estimate here (`undefined`): the approval then shows the fee the request itself bounds, if any.
 *
 * @param send - The send slice (`latch.getState().send`).
 * @param request - The waiting transaction: its receiver (`to`) and the network it is sent on.
 * @returns The estimate in base units of the network's native currency, or `undefined`.
 * @example
 * ```ts
 * const [pending] = latch.getState().approval.pending
 * const summary = describeApproval(pending)
 * selectApprovalFee(latch.getState().send, { to: summary.to, caipNetworkId: pending.caipNetworkId })
 * ```
 */
export function selectApprovalFee(
  send: Pick<SendState, 'loading' | 'fee' | 'token' | 'receiverAddress'>,
  request: { to?: string | undefined; caipNetworkId?: CaipNetworkId | undefined },
): bigint | undefined {
  const { token, fee } = send
  if (!send.loading || fee === undefined || !token || typeof request.to !== 'string') return undefined
  if (request.caipNetworkId !== undefined && request.caipNetworkId !== token.chainId) return undefined
  const expected = token.address ?? send.receiverAddress?.trim()
  return expected !== undefined && expected.toLowerCase() === request.to.toLowerCase() ? fee : undefined
}
