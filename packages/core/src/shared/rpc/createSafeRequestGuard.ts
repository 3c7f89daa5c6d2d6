import { UserRejectedRequestError } from '../errors/errors'
import { assertRpcAllowed } from './classifyRpcMethod'
import { type FrozenRpcRequest, freezeRpcRequest } from './freezeRpcRequest'

/**
 * A JSON-RPC style request.
 *
 * @example
 * ```ts
 * const request: RpcRequest = { method: 'eth_getBalance', params: ['0xabc', 'latest'] }
 * ```
 */
export type RpcRequest = { method: string; params?: unknown }

/**
 * What {@link createSafeRequestGuard} needs.
 *
 * @example
 * ```ts
 * const options: SafeRequestGuardOptions = {
 *   send: (request) => provider.request(request),
 *   approve: (request) => showApproveTransaction(request),
 * }
 * ```
 */
export type SafeRequestGuardOptions = {
  /** Sends an allowed request to the wallet or provider: the same frozen object `approve` was shown. */
  send: (request: FrozenRpcRequest) => Promise<unknown>
  /** Asks the user to approve a not-safe request (the ApproveTransaction view); resolves `true` to go on. */
  approve: (request: FrozenRpcRequest) => boolean | Promise<boolean>
}

/**
 * Wraps a request function with the SPEC §6 rules: safe methods go straight through, not-safe
 * methods go through `approve` first, and anything else is refused with `RpcNotAllowedError`
 * before the wallet is contacted. A declined approval rejects with `UserRejectedRequestError`.
 *
 * The caller's request is taken in once ({@link freezeRpcRequest}): its method read once (a
 * primitive string), its params deep-copied and frozen. That one object is classified, shown to
 * `approve` and passed to `send`, so what the user approves is exactly what is sent, whatever the
 * caller does to its own object meanwhile.
 *
 * @param options - See {@link SafeRequestGuardOptions}.
 * @returns The guarded request function.
 * @example
 * ```ts
 * const request = createSafeRequestGuard({ send, approve: async () => confirm('Sign?') })
 * await request({ method: 'eth_chainId' }) // no prompt
 * await request({ method: 'personal_sign', params }) // approve() first
 * await request({ method: 'eth_sign', params }) // throws RpcNotAllowedError
 * ```
 */
export function createSafeRequestGuard(
  options: SafeRequestGuardOptions,
): (request: RpcRequest) => Promise<unknown> {
  return async (input) => {
    const request = freezeRpcRequest(input)
    const kind = assertRpcAllowed(request.method)
    if (kind === 'notSafe' && !(await options.approve(request))) {
      throw new UserRejectedRequestError({ details: `"${request.method}" was not approved` })
    }
    return options.send(request)
  }
}
