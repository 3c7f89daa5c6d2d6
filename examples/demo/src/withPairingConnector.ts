import { type ChainAdapter, MethodNotSupportedError } from '@latch/core'

/** The connector id of the pairing protocol (SPEC §3). */
const PAIRING_CONNECTOR_ID = 'walletConnect'

/**
 * One adapter for a namespace served by both its chain adapter (wallets in the page) and the
 * pairing adapter (`walletConnectAdapter`): calls for `walletConnect` go to `pairing`, all others to
 * `base`. Balances, account data and sign-in formats come from `base`, which knows the chain.
 * `provider` is what `getProvider('walletConnect')` returns (the pairing view reads it).
 *
 * @param base - The chain adapter of the namespace.
 * @param pairing - The pairing adapter of the same namespace.
 * @param provider - The pairing connector as the pairing view uses it.
 * @returns The combined adapter.
 * @example
 * ```ts
 * const eip155 = withPairingConnector(evmAdapter(), walletConnectAdapter({ connector, namespace: 'eip155' }), provider)
 * ```
 */
export function withPairingConnector(
  base: ChainAdapter,
  pairing: ChainAdapter,
  provider: unknown,
): ChainAdapter {
  const pick = (connectorId: string) => (connectorId === PAIRING_CONNECTOR_ID ? pairing : base)
  const combined: ChainAdapter = {
    namespace: base.namespace,
    async init(context) {
      await Promise.all([base.init(context), pairing.init(context)])
    },
    destroy() {
      base.destroy?.()
      pairing.destroy?.()
    },
    getConnectors: () => [...base.getConnectors(), ...pairing.getConnectors()],
    connect: (params) => pick(params.connectorId).connect(params),
    reconnect: (params) => pick(params.connectorId).reconnect(params),
    disconnect: (params) => pick(params.connectorId).disconnect(params),
    switchNetwork: (params) => pick(params.connectorId).switchNetwork(params),
    getBalance: (params) => base.getBalance(params),
    signMessage: (params) => pick(params.connectorId).signMessage(params),
    request: (params) => pick(params.connectorId).request(params),
    getProvider: (connectorId) =>
      connectorId === PAIRING_CONNECTOR_ID ? provider : base.getProvider?.(connectorId),
    subscribe(listener) {
      // The base adapter reports only its own connectors: keep walletConnect in the namespace's list.
      const offBase = base.subscribe((event) =>
        listener(
          event.type === 'connectorsChanged'
            ? { ...event, connectors: [...event.connectors, ...pairing.getConnectors()] }
            : event,
        ),
      )
      const offPairing = pairing.subscribe(listener)
      return () => {
        offBase()
        offPairing()
      }
    },
  }
  if (base.send || pairing.send)
    combined.send = (params) => {
      const target = pick(params.connectorId)
      if (!target.send) return Promise.reject(new MethodNotSupportedError('send'))
      return target.send(params)
    }
  if (base.accountData) combined.accountData = base.accountData
  if (base.siwx) combined.siwx = base.siwx
  return combined
}
