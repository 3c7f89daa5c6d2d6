import {
  type AdapterSiwxVerifier,
  type ChainAdapter,
  type Connector,
  lazyChainAdapter,
  PAIRING_CONNECTOR_ID,
} from '@latch/core/kit'
import type { WalletConnectConnector } from '../connector/types'
import type { PairingNamespace } from '../namespaces/defaultNamespaceMethods'

/**
 * Options of {@link walletConnectAdapter}.
 *
 * @example
 * ```ts
 * walletConnectAdapter({ connector, namespace: 'stacks' })
 * ```
 */
export type WalletConnectAdapterOptions = {
  /** The shared pairing connector (one session across namespaces). */
  connector: WalletConnectConnector
  /** Namespace this adapter serves. */
  namespace: PairingNamespace
  /** `fetch` for balance reads through the app's RPC; defaults to the global one, read at call time. */
  fetch?: typeof fetch
  /**
   * The namespace's sign-in verifier (the chain adapter's `siwx`; `routeThroughPairing` gives it).
   * With it and a required sign-in, an eip155 pairing connects and signs in with one prompt where
   * the wallet has WalletConnect's one-click authentication.
   */
  siwx?: AdapterSiwxVerifier | undefined
}

/**
 * A {@link ChainAdapter} that serves one namespace entirely through the pairing session, for apps
 * that use the pairing protocol without that chain's own adapter. Connecting any namespace opens
 * the one shared session; disconnecting ends it for all. Requests are limited to the methods the
 * session approved. Sends: EVM native and ERC20 (`eth_sendTransaction`); other namespaces send
 * through their own adapter, which routes its wallet requests through `connector.request`. Its
 * code loads when `latch.mount()` starts it (not with the page); the pairing connector is listed
 * (and `getProvider` answers it) before that.
 *
 * @param options - Connector and namespace.
 * @returns The adapter.
 * @example
 * ```ts
 * const connector = createWalletConnectConnector({ networks, metadata, relayUrl })
 * const latch = createLatch({
 *   projectId, // given once: the connector reads it through the adapter
 *   networks,
 *   adapters: [walletConnectAdapter({ connector, namespace: 'eip155' }), walletConnectAdapter({ connector, namespace: 'stacks' })],
 * })
 * ```
 */
export function walletConnectAdapter(options: WalletConnectAdapterOptions): ChainAdapter {
  const { connector, namespace } = options
  const listed: Connector = {
    id: PAIRING_CONNECTOR_ID,
    type: 'walletConnect',
    name: 'WalletConnect',
    chain: namespace,
    installed: false,
  }
  return lazyChainAdapter(
    { namespace, send: true, connectors: () => [listed], getProvider: () => connector },
    () =>
      import('./createWalletConnectAdapter').then(({ createWalletConnectAdapter }) =>
        createWalletConnectAdapter(options),
      ),
  )
}
