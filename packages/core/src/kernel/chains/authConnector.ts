import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The auth (email/social) connector id (SPEC §3).
 *
 * @example
 * ```ts
 * const usesAuth = state.connections.activeConnectorIds.eip155 === AUTH_CONNECTOR_ID
 * ```
 */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/**
 * Namespaces the auth connector supports (SPEC §9).
 *
 * @example
 * ```ts
 * AUTH_CONNECTOR_NAMESPACES.includes('solana') // true
 * ```
 */
export const AUTH_CONNECTOR_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
