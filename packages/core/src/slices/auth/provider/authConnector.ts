import type { Connector } from '../../../adapters/types'
import { ValidationError } from '../../../shared/errors/errors'
import { FIRST_LOAD_MESSAGES } from '../../../shared/errors/firstLoadCatalogue'
import type { AuthAdapterOptions } from './authAdapterOptions'
import { createAuthConnector } from './createAuthConnector'
import type { AuthNamespace } from './types'

/**
 * The `ID_AUTH` connector of one namespace the app names, as the auth adapter shows it
 * ({@link createAuthConnector}): the namespace checked (the auth connector serves eip155 and solana, SPEC §9) and the
 * connector the picker lists.
 *
 * @param options - The namespace and, optionally, the connector's name.
 * @returns The checked namespace and its connector.
 * @throws {ValidationError} `UNSUPPORTED_NAMESPACE` for any other namespace.
 * @example
 * ```ts
 * const { namespace, connector } = authConnectorFor({ namespace: 'eip155', approve })
 * connector.name // 'Email & Socials'
 * ```
 */
export function authConnectorFor(options: Pick<AuthAdapterOptions, 'namespace' | 'name'>): {
  namespace: AuthNamespace
  connector: Connector
} {
  const namespace = options.namespace
  if (namespace !== 'eip155' && namespace !== 'solana')
    throw new ValidationError(FIRST_LOAD_MESSAGES.unsupportedChain, {
      code: 'UNSUPPORTED_NAMESPACE',
      details: `The auth connector supports eip155 and solana, not "${String(namespace)}"`,
    })
  return { namespace, connector: createAuthConnector(namespace, options.name) }
}
