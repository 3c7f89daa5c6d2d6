import type { ChainAdapter } from '../../../adapters/types'
import { withConnector } from '../../../adapters/withConnector'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/authConnector'

/**
 * One adapter for a namespace served by both a chain adapter (injected, announced, pairing
 * connectors) and the auth connector: calls for `ID_AUTH` go to `auth`, all others to `base`.
 * Balances, account data and sign-in formats come from `base`, which knows the chain.
 *
 * @param base - The chain adapter of the namespace.
 * @param auth - The auth adapter of the same namespace (see `authAdapter`).
 * @returns The combined adapter.
 * @example
 * ```ts
 * const eip155 = withAuthConnector(evmAdapter(), authAdapter(provider, { namespace: 'eip155', approve }))
 * ```
 */
export function withAuthConnector(base: ChainAdapter, auth: ChainAdapter): ChainAdapter {
  return withConnector(base, auth, { connectorId: AUTH_CONNECTOR_ID, balanceFromConnector: true })
}
