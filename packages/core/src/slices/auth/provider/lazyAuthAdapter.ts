import { lazyChainAdapter } from '../../../adapters/lazyChainAdapter'
import type { ChainAdapter } from '../../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/authConnector'
import type { AuthAdapterOptions } from './authAdapterOptions'
import { authNamespaces } from './authNamespaces'
import { createAuthConnector } from './createAuthConnector'
import type { AuthProvider } from './types'
import type { AuthAdaptersParameters } from './withAuthAdapters'

/**
 * The auth connector's adapter ({@link authAdapter}), combined with the namespace's chain adapter
 * when `base` is given (as `withAuthConnector` does), with its code loaded by `init` (at mount)
 * instead of with the page: an app that does not set `auth` carries none of it. Before it has
 * loaded it answers what core reads synchronously: the namespace, its connectors (the chain
 * adapter's and the one `ID_AUTH` connector), their providers, and which capabilities it has;
 * account data and sign-in formats are the chain adapter's, as in the combined adapter.
 *
 * @param provider - The embedded-wallet service.
 * @param options - Namespace (eip155 or solana, as `authNamespaces` lists them), approval callback,
 *   connector name.
 * @param base - The namespace's chain adapter, when the app has one.
 * @returns The adapter.
 * @example
 * ```ts
 * const adapter = lazyAuthAdapter(provider, { namespace: 'eip155', approve: (request) => latch.approval.ask(request) })
 * ```
 */
export function lazyAuthAdapter(
  provider: AuthProvider,
  options: AuthAdapterOptions,
  base?: ChainAdapter,
): ChainAdapter {
  const { namespace } = options
  const connector = createAuthConnector(namespace, options.name)
  const adapter = lazyChainAdapter(
    {
      namespace,
      // the auth connector sends on eip155; the chain adapter's capabilities stay the combination's
      send: namespace === 'eip155' || base?.send !== undefined,
      estimateFee: base?.estimateFee !== undefined,
      connectors: () => [...(base?.getConnectors() ?? []), connector],
      getProvider: (connectorId) =>
        connectorId === AUTH_CONNECTOR_ID || !base ? provider : base.getProvider?.(connectorId),
    },
    () =>
      import('./loadCombineAuthAdapter')
        .then((m) => m.loadCombineAuthAdapter())
        .then((m) => m.combineAuthAdapter(provider, options, base)),
  )
  if (base?.accountData) adapter.accountData = base.accountData
  if (base?.siwx) adapter.siwx = base.siwx
  // a request's preview is the chain's, whichever connector sends it
  if (base?.previewRequest) adapter.previewRequest = base.previewRequest.bind(base)
  // the pairing views' source is the chain adapter's (routed through the pairing connector)
  if (base?.pairing) adapter.pairing = base.pairing
  return adapter
}

/**
 * The app's adapters with the `ID_AUTH` connector added to each auth namespace, as
 * `addAuthAdapters` does, but with the login's code (and the combination) loading at mount:
 * see {@link lazyAuthAdapter}.
 *
 * @param params - The app's adapters and networks, the provider and the approval callback.
 * @returns The adapters, one per namespace.
 * @example
 * ```ts
 * const adapters = lazyAuthAdapters({ adapters: [evmAdapter()], networks, provider, approve })
 * ```
 */
export function lazyAuthAdapters(params: AuthAdaptersParameters): ChainAdapter[] {
  const result = [...params.adapters]
  for (const namespace of authNamespaces(params.networks)) {
    const index = result.findIndex((a) => a.namespace === namespace)
    const adapter = lazyAuthAdapter(params.provider, { namespace, approve: params.approve }, result[index])
    if (index >= 0) result[index] = adapter
    else result.push(adapter)
  }
  return result
}
