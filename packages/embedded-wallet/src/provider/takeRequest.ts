import {
  type AuthNamespace,
  type AuthRequest,
  type CaipNetworkId,
  describeUntrusted,
  freezeRpcRequest,
  readUntrustedField,
} from '@latch/core/kit'
import { invalidParams } from './requestChecks'

/**
 * A wallet request as the embedded wallet handles it: read once from the caller's object, params
 * deep-copied and frozen.
 *
 * @example
 * ```ts
 * const taken: TakenRequest = takeRequest({ namespace: 'eip155', method: 'eth_chainId' })
 * ```
 */
export type TakenRequest = Readonly<{
  namespace: AuthNamespace
  method: string
  params: unknown
  caipNetworkId: CaipNetworkId | undefined
}>

/**
 * Takes in an {@link AuthRequest} once, before the provider awaits anything: the method (a
 * primitive string) and params through core's `freezeRpcRequest`, then the namespace (eip155 or
 * solana) and the network id (a string when given), each read once. Changing the caller's object
 * afterwards changes nothing that is signed.
 *
 * @param request - What the caller passed.
 * @returns The frozen request.
 * @throws {RpcNotAllowedError} when the method is not a string.
 * @throws {ValidationError} "Invalid request parameters" (`INVALID_PARAMS`) for params that are
 *   not plain data, a namespace other than eip155 or solana, or a network id that is not a string.
 * @example
 * ```ts
 * const { method, params } = takeRequest({ namespace: 'eip155', method: 'eth_sendTransaction', params: [tx] })
 * ```
 */
export function takeRequest(request: AuthRequest): TakenRequest {
  const { method, params } = freezeRpcRequest(request)
  const namespace = readUntrustedField(request, 'namespace')
  const caipNetworkId = readUntrustedField(request, 'caipNetworkId')
  if (namespace !== 'eip155' && namespace !== 'solana')
    return invalidParams(`The embedded wallet serves eip155 and solana, not ${describeUntrusted(namespace)}`)
  if (caipNetworkId !== undefined && typeof caipNetworkId !== 'string')
    return invalidParams('caipNetworkId must be a string')
  return Object.freeze({
    namespace,
    method,
    params,
    caipNetworkId: caipNetworkId as CaipNetworkId | undefined,
  })
}
