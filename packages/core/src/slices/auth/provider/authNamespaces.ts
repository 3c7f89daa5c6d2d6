import { AUTH_CONNECTOR_NAMESPACES } from '../../../kernel/chains/authConnector'
import type { CaipNetwork } from '../../../shared/networks/types'
import type { AuthNamespace } from './types'

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
