import type { CaipNetworkId } from '../../../shared/networks/types'
import type { FrozenRpcRequest } from '../../../shared/rpc/freezeRpcRequest'
import type { AuthNamespace } from './types'

/**
 * Options of `authAdapter`: its namespace, the approval of not-safe requests and its name.
 *
 * @example
 * ```ts
 * authAdapter(provider, { namespace: 'eip155', approve: (request) => latch.approval.ask(request) })
 * ```
 */
export type AuthAdapterOptions = {
  namespace: AuthNamespace
  /**
   * Asks the user to approve a not-safe request (the ApproveTransaction view); resolves true to go
   * on. The request is Latch's frozen copy (params included): exactly what will be sent, on
   * `caipNetworkId`.
   */
  approve: (
    request: FrozenRpcRequest & { namespace: AuthNamespace; caipNetworkId?: CaipNetworkId | undefined },
  ) => Promise<boolean>
  /** Connector name shown in lists. */
  name?: string
}
