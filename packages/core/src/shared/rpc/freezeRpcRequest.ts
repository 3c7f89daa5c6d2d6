import { describeUntrusted } from '../errors/describeUntrusted'
import { RpcNotAllowedError } from '../errors/errors'
import { cloneFrozen } from '../validation/cloneFrozen'
import * as RPC_REQUEST_MESSAGES from './rpcRequestMessages'

/**
 * A request as Latch handles it after taking it in: its own deep, frozen copy, read once from the
 * caller's object. The method that is classified, the params the ApproveTransaction view shows and
 * what reaches the wallet are all this object, so nothing the caller does afterwards changes them.
 *
 * @example
 * ```ts
 * const request: FrozenRpcRequest = freezeRpcRequest({ method: 'eth_chainId' })
 * ```
 */
export type FrozenRpcRequest = Readonly<{ method: string; params?: unknown }>

/**
 * Takes in a caller's request once, before anything else looks at it: `method` is read once and
 * must be a primitive string (a getter is not asked again, a String object, a symbol or an
 * object with a `toString` are refused), `params` are read once, `structuredClone`d and deeply
 * frozen. A request that cannot be read at all (not an object, a throwing getter or Proxy trap) is
 * refused the same way as a blocked method.
 *
 * @param request - What the caller passed, e.g. `{ method, params }`.
 * @returns The frozen request, `params` present only when the caller gave some.
 * @throws {RpcNotAllowedError} "Requested RPC call is not allowed" when the request or its method
 *   cannot be read as a string.
 * @throws {ValidationError} "Invalid request parameters" (code `INVALID_PARAMS`) when the params
 *   are not plain data.
 * @example
 * ```ts
 * const tx = { to: '0xabc', value: '0x1' }
 * const request = freezeRpcRequest({ method: 'eth_sendTransaction', params: [tx] })
 * tx.value = '0xffff'
 * request.params // [{ to: '0xabc', value: '0x1' }], frozen
 * ```
 */
export function freezeRpcRequest(request: unknown): FrozenRpcRequest {
  let method: unknown
  let params: unknown
  let hasParams = false
  try {
    if (typeof request !== 'object' || request === null) throw new TypeError(RPC_REQUEST_MESSAGES.notAnObject)
    const fields = request as { method?: unknown; params?: unknown }
    method = fields.method
    params = fields.params
    hasParams = params !== undefined
  } catch (cause) {
    throw new RpcNotAllowedError('[unreadable request]', {
      cause,
      details: 'The request could not be read: it must be an object with a string method',
    })
  }
  if (typeof method !== 'string')
    throw new RpcNotAllowedError(describeUntrusted(method), {
      details: `The method must be a string, not ${describeUntrusted(method)}`,
    })
  if (!hasParams) return Object.freeze({ method })
  return Object.freeze({ method, params: cloneFrozen(params, `${describeUntrusted(method, 80)} params`) })
}
