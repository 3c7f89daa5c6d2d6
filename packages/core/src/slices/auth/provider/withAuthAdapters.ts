import type { ChainAdapter } from '../../../adapters/types'
import type { CaipNetwork } from '../../../shared/networks/types'
import type { AuthAdapterOptions } from './authAdapterOptions'
import { authNamespaces } from './authNamespaces'
import type { AuthProvider } from './types'
import { withAuthConnector } from './withAuthConnector'

/**
 * What {@link addAuthAdapters} takes: the app's adapters and networks, the provider and the approval
 * callback.
 *
 * @example
 * ```ts
 * const params: AuthAdaptersParameters = { adapters: [evmAdapter()], networks, provider, approve }
 * ```
 */
export type AuthAdaptersParameters = {
  adapters: readonly ChainAdapter[]
  networks: readonly CaipNetwork[]
  provider: AuthProvider
  approve: AuthAdapterOptions['approve']
}

/**
 * Adds the `ID_AUTH` connector, made by `makeAdapter`, to each auth namespace: combined with the
 * namespace's chain adapter when there is one, alone otherwise.
 *
 * @param params - See {@link AuthAdaptersParameters}.
 * @param makeAdapter - Makes the auth connector's adapter of one namespace.
 * @returns The adapters, one per namespace.
 * @example
 * ```ts
 * const adapters = withAuthAdapters(params, lazyAuthAdapter)
 * ```
 */
export function withAuthAdapters(
  params: AuthAdaptersParameters,
  makeAdapter: (provider: AuthProvider, options: AuthAdapterOptions) => ChainAdapter,
): ChainAdapter[] {
  const result = [...params.adapters]
  for (const namespace of authNamespaces(params.networks)) {
    const auth = makeAdapter(params.provider, { namespace, approve: params.approve })
    const index = result.findIndex((a) => a.namespace === namespace)
    const base = result[index]
    if (base) result[index] = withAuthConnector(base, auth)
    else result.push(auth)
  }
  return result
}
