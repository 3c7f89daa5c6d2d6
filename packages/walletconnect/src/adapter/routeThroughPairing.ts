import {
  type ChainAdapter,
  type ChainNamespace,
  PAIRING_CONNECTOR_ID,
  type PairingSource,
  withConnector,
} from '@latch/core/kit'
import type { WalletConnectConnector } from '../connector/types'
import { DEFAULT_NAMESPACE_METHODS, type PairingNamespace } from '../namespaces/defaultNamespaceMethods'
import { walletConnectAdapter } from './walletConnectAdapter'

/**
 * Whether the pairing protocol serves a namespace (eip155, solana, stacks, bip122).
 *
 * @param namespace - A chain namespace.
 * @returns True for a {@link PairingNamespace}.
 * @example
 * ```ts
 * isPairingNamespace('stacks') // true
 * ```
 */
export function isPairingNamespace(namespace: ChainNamespace | string): namespace is PairingNamespace {
  return Object.hasOwn(DEFAULT_NAMESPACE_METHODS, namespace)
}

/**
 * Options of {@link routeThroughPairing}.
 *
 * @example
 * ```ts
 * routeThroughPairing(adapters, connector, { offerIn: ['eip155'] } satisfies RouteThroughPairingOptions)
 * ```
 */
export type RouteThroughPairingOptions = {
  /** What `getProvider('walletConnect')` returns (default the connector). */
  provider?: unknown
  /**
   * Draws the pairing URI as a QR code (`createPairingQr`). Given, each namespace that offers
   * WalletConnect has the typed `pairing` source ({@link PairingSource}: the connector's state,
   * `cancel` and this encoder) and the modal's pairing views show the code; without it they offer
   * the wallet's own links.
   */
  createQr?: PairingSource['createQr']
  /**
   * Namespaces whose wallet lists offer WalletConnect. Default: the first pairing namespace among
   * the adapters, so the Connect view shows it once; the session's other namespaces join through
   * {@link followPairingSession}, and `latch.connect({ namespace, connectorId: 'walletConnect' })`
   * works in every routed namespace either way.
   */
  offerIn?: readonly PairingNamespace[]
  /** `fetch` for the pairing adapters' balance reads; defaults to the global one. */
  fetch?: typeof fetch
}

/**
 * Routes the pairing session through the app's chain adapters: each adapter of a namespace the
 * pairing protocol serves (eip155, solana, stacks, bip122) also serves the `walletConnect`
 * connector, whose accounts come from the session's accounts of that namespace and whose
 * requests and message signatures go to the wallet on that namespace's chain (`personal_sign` on
 * eip155, `solana_signMessage` on solana, `stx_signMessage` on stacks, `signMessage` on bip122).
 * Balances and account data still come from the chain adapter, which knows the chain, and its
 * own members beyond {@link ChainAdapter} (a fee estimate, a typed `call`) stay on the routed
 * adapter. Adapters of other namespaces are returned as they are.
 *
 * @param adapters - The app's chain adapters.
 * @param connector - The pairing connector (one session for every namespace).
 * @param options - Provider, QR encoder, where WalletConnect is listed, `fetch`.
 * @returns The adapters, in the same order, routing `walletConnect` through the session.
 * @example
 * ```ts
 * const connector = createWalletConnectConnector({ projectId, networks, metadata, relayUrl })
 * const latch = createLatch({ networks, adapters: routeThroughPairing([evmAdapter(), solanaAdapter(), stacks, bip122], connector) })
 * followPairingSession(latch, connector)
 * ```
 */
export function routeThroughPairing(
  adapters: readonly ChainAdapter[],
  connector: WalletConnectConnector,
  options: RouteThroughPairingOptions = {},
): ChainAdapter[] {
  const served = adapters.map((a) => a.namespace).filter(isPairingNamespace)
  const offerIn = new Set<string>(options.offerIn ?? served.slice(0, 1))
  return adapters.map((base) => {
    if (!isPairingNamespace(base.namespace)) return base
    const pairing = walletConnectAdapter({
      connector,
      namespace: base.namespace,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      // the chain adapter's verifier: a pairing sign-in is checked as any of its namespace
      ...(base.siwx ? { siwx: base.siwx } : {}),
    })
    const extra: ChainAdapter = { ...pairing }
    if (!offerIn.has(base.namespace)) extra.getConnectors = () => []
    // The pairing adapter sends on eip155 only; elsewhere the family's own adapter says what it can send.
    if (base.namespace !== 'eip155') delete extra.send
    const combined = withConnector(base, extra, {
      connectorId: PAIRING_CONNECTOR_ID,
      ...('provider' in options ? { provider: options.provider } : {}),
    })
    const { createQr } = options
    if (createQr)
      combined.pairing = {
        getState: () => connector.getState(),
        subscribe: (listener) => connector.subscribe(listener),
        cancel: () => connector.cancel(),
        createQr,
      }
    // The family's own API beyond ChainAdapter (a Solana fee estimate, the Stacks adapter's typed
    // `call` and session) stays reachable on the routed adapter.
    const own = base as unknown as Record<string, unknown>
    const target = combined as unknown as Record<string, unknown>
    for (const key of Object.keys(own)) {
      if (key in target) continue
      const value = own[key]
      target[key] = typeof value === 'function' ? value.bind(base) : value
    }
    return combined
  })
}
