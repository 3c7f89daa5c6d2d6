import { normalizeWalletError } from '../../../shared/errors/normalizeWalletError'
import type { CaipNetworkId } from '../../../shared/networks/types'
import type { FrozenRpcRequest } from '../../../shared/rpc/freezeRpcRequest'
import type { AuthNamespace, AuthProvider } from './types'

/**
 * Sends Latch's frozen copy of a request to the auth provider, on the network fixed when it was
 * made: `wallet_getCapabilities` and `wallet_getAssets` through the provider's own calls, anything
 * else as a request. A failure is the wallet's: normalised, never a raw error.
 *
 * @param provider - The embedded-wallet service.
 * @param namespace - The auth adapter's namespace.
 * @param request - The frozen request (the safe-request guard's copy).
 * @param network - The network it was made on.
 * @returns The provider's answer.
 * @example
 * ```ts
 * await sendToAuthProvider(provider, 'eip155', frozen, 'eip155:1')
 * ```
 */
export async function sendToAuthProvider(
  provider: AuthProvider,
  namespace: AuthNamespace,
  request: FrozenRpcRequest,
  network: CaipNetworkId | undefined,
): Promise<unknown> {
  try {
    if (request.method === 'wallet_getCapabilities') {
      const [address] = Array.isArray(request.params) ? request.params : []
      return await provider.getCapabilities({ address: typeof address === 'string' ? address : '' })
    }
    if (request.method === 'wallet_getAssets') return await provider.getAssets(request.params)
    return await provider.request({
      namespace,
      method: request.method,
      ...(request.params === undefined ? {} : { params: request.params }),
      ...(network ? { caipNetworkId: network } : {}),
    })
  } catch (error) {
    throw normalizeWalletError(error, request.method)
  }
}
