import type { ChainAdapter } from '../adapters/types'
import { AUTH_CONNECTOR_ID } from '../controllers/chains/resolveNetworkSwitch'
import { MethodNotSupportedError } from '../errors/errors'

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
  const pick = (connectorId: string) => (connectorId === AUTH_CONNECTOR_ID ? auth : base)
  const combined: ChainAdapter = {
    namespace: base.namespace,
    async init(context) {
      await Promise.all([base.init(context), auth.init(context)])
    },
    destroy() {
      base.destroy?.()
      auth.destroy?.()
    },
    getConnectors: () => [...base.getConnectors(), ...auth.getConnectors()],
    connect: (params) => pick(params.connectorId).connect(params),
    reconnect: (params) => pick(params.connectorId).reconnect(params),
    disconnect: (params) => pick(params.connectorId).disconnect(params),
    switchNetwork: (params) => pick(params.connectorId).switchNetwork(params),
    getBalance: (params) => base.getBalance(params),
    signMessage: (params) => pick(params.connectorId).signMessage(params),
    request: (params) => pick(params.connectorId).request(params),
    getProvider: (connectorId) => pick(connectorId).getProvider?.(connectorId),
    subscribe(listener) {
      // the base adapter reports only its own connectors: keep ID_AUTH in the namespace's list
      const offBase = base.subscribe((event) =>
        listener(
          event.type === 'connectorsChanged'
            ? { ...event, connectors: [...event.connectors, ...auth.getConnectors()] }
            : event,
        ),
      )
      const offAuth = auth.subscribe(listener)
      return () => {
        offBase()
        offAuth()
      }
    },
  }
  if (base.send || auth.send)
    combined.send = (params) => {
      const target = pick(params.connectorId)
      if (!target.send) return Promise.reject(new MethodNotSupportedError('send'))
      return target.send(params)
    }
  if (base.accountData) combined.accountData = base.accountData
  if (base.siwx) combined.siwx = base.siwx
  return combined
}
