import type { ChainAdapter } from '../../../adapters/types'
import { authAdapter } from './authAdapter'
import type { AuthAdapterOptions } from './authAdapterOptions'
import type { AuthProvider } from './types'
import { withAuthConnector } from './withAuthConnector'

/**
 * The auth connector's adapter of one namespace, combined with the namespace's chain adapter when
 * there is one: what a `lazyAuthAdapter` loads.
 *
 * @param provider - The embedded-wallet service.
 * @param options - Namespace (eip155 or solana), approval callback, connector name.
 * @param base - The namespace's chain adapter, when the app has one.
 * @returns The adapter.
 * @example
 * ```ts
 * const eip155 = combineAuthAdapter(provider, { namespace: 'eip155', approve }, evmAdapter())
 * ```
 */
export function combineAuthAdapter(
  provider: AuthProvider,
  options: AuthAdapterOptions,
  base?: ChainAdapter,
): ChainAdapter {
  const auth = authAdapter(provider, options)
  return base ? withAuthConnector(base, auth) : auth
}
