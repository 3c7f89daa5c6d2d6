import type { ChainAdapter } from '../../../adapters/types'
import { AUTH_CONNECTOR_NAMESPACES } from '../../../kernel/chains/resolveNetworkSwitch'
import type { CaipNetwork } from '../../../shared/networks/types'
import type { AuthAdapterOptions } from './authAdapter'
import { lazyAuthAdapter } from './lazyAuthAdapter'
import type { AuthNamespace, AuthProvider } from './types'
import { withAuthConnector } from './withAuthConnector'

/**
 * The namespaces the auth connector serves for an app: eip155 and solana (SPEC §9), those the app
 * has networks for.
 *
 * @param networks - The app's networks.
 * @returns The namespaces, in SPEC order.
 * @example
 * ```ts
 * authNamespaces([mainnet, solanaMainnet]) // ['eip155', 'solana']
 * ```
 */
export function authNamespaces(networks: readonly CaipNetwork[]): AuthNamespace[] {
  return AUTH_CONNECTOR_NAMESPACES.filter((ns): ns is AuthNamespace =>
    networks.some((n) => n.chainNamespace === ns),
  )
}

/**
 * The app's adapters with the `ID_AUTH` connector added to each auth namespace: combined with the
 * namespace's chain adapter when there is one, alone otherwise.
 *
 * @param params - The app's adapters and networks, the provider and the approval callback.
 * @returns The adapters, one per namespace.
 * @example
 * ```ts
 * const adapters = addAuthAdapters({ adapters: [evmAdapter()], networks, provider, approve })
 * ```
 */
export function addAuthAdapters(params: {
  adapters: readonly ChainAdapter[]
  networks: readonly CaipNetwork[]
  provider: AuthProvider
  approve: AuthAdapterOptions['approve']
}): ChainAdapter[] {
  const result = [...params.adapters]
  for (const namespace of authNamespaces(params.networks)) {
    const auth = lazyAuthAdapter(params.provider, { namespace, approve: params.approve })
    const index = result.findIndex((a) => a.namespace === namespace)
    const base = result[index]
    if (base) result[index] = withAuthConnector(base, auth)
    else result.push(auth)
  }
  return result
}
