import type { ChainAdapter } from '../../../adapters/types'
import { authAdapter } from './authAdapter'
import { type AuthAdaptersParameters, withAuthAdapters } from './withAuthAdapters'

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
export function addAuthAdapters(params: AuthAdaptersParameters): ChainAdapter[] {
  return withAuthAdapters(params, authAdapter)
}
