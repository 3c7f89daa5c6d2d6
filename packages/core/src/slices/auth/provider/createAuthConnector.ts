import type { Connector } from '../../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/authConnector'
import type { AuthNamespace } from './types'

/**
 * The `ID_AUTH` connector the picker lists for one namespace the auth connector serves, as both the
 * auth adapter and its lazily loaded front show it (the namespace is checked by `authConnectorFor`
 * where it comes from the app; the front's come from `authNamespaces`, checked already).
 *
 * @param namespace - eip155 or solana.
 * @param name - The connector's name (default 'Email & Socials').
 * @returns The connector.
 * @example
 * ```ts
 * createAuthConnector('eip155').name // 'Email & Socials'
 * ```
 */
export function createAuthConnector(namespace: AuthNamespace, name?: string): Connector {
  return {
    id: AUTH_CONNECTOR_ID,
    type: 'ID_AUTH',
    name: name ?? 'Email & Socials',
    chain: namespace,
    installed: true,
  }
}
