import type { ChainAdapter } from '../../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/authConnector'
import { UserRejectedRequestError } from '../../../shared/errors/errors'
import { freezeRpcRequest } from '../../../shared/rpc/freezeRpcRequest'
import { isEip2255Revoke } from '../../permissions/isEip2255Revoke'
import type { ApprovalRequest } from '../approval/approvalContext'
import { REVIEWED_METHODS } from './reviewedMethods'

/**
 * One request through the "review before your wallet" step (see `withReviewBeforeWallet`). A
 * request of {@link REVIEWED_METHODS} to any connector but the embedded wallet's (`ID_AUTH`, whose
 * own approval already shows it) is frozen once (an EIP-2255 `wallet_revokePermissions` goes straight on); that object waits in ApproveTransaction
 * (`beforeWallet: true`) and, on Continue, is what the wallet receives. A simulation that fails
 * only says so: the step never blocks. Any other request goes straight to the wallet.
 *
 * @param adapter - The namespace's adapter, which sends to the wallet.
 * @param request - The caller's request (connector, method, params, network).
 * @param ask - Puts the request in ApproveTransaction; resolves true on Continue.
 * @returns The wallet's answer.
 * @throws {UserRejectedRequestError} when the request is declined (nothing reaches the wallet).
 * @throws {ValidationError} when the params are not plain data (code `INVALID_PARAMS`).
 * @example
 * ```ts
 * const hash = await sendAfterReview(adapter, { connectorId: 'injected', method: 'eth_sendTransaction', params: [tx] }, ask)
 * ```
 */
export async function sendAfterReview(
  adapter: ChainAdapter,
  request: Parameters<ChainAdapter['request']>[0],
  ask: (request: ApprovalRequest) => Promise<boolean>,
): Promise<unknown> {
  if (
    request.connectorId === AUTH_CONNECTOR_ID ||
    !REVIEWED_METHODS.includes(request.method) ||
    // giving up the page's account access (EIP-2255) takes nothing from the user: no review
    isEip2255Revoke(request.method, request.params)
  )
    return adapter.request(request)
  const frozen = freezeRpcRequest({ method: request.method, params: request.params })
  const approved = await ask({
    namespace: adapter.namespace,
    method: frozen.method,
    params: frozen.params,
    caipNetworkId: request.network?.caipNetworkId,
    beforeWallet: true,
  })
  if (!approved) throw new UserRejectedRequestError({ details: `"${frozen.method}" was not approved` })
  return adapter.request({
    connectorId: request.connectorId,
    method: frozen.method,
    ...('params' in frozen ? { params: frozen.params } : {}),
    ...(request.network ? { network: request.network } : {}),
  })
}
