import type { CaipNetwork, ChainAdapter, Latch } from '@latch/core'
import {
  createPairingQr,
  createWalletConnectConnector,
  followPairingSession,
  forwardPairingAlerts,
  isPairingNamespace,
  routeThroughPairing,
  type WalletConnectConnector,
} from '@latch/walletconnect'
import type { DemoConfig } from '../demoConfig'

/** Any local id: the relay stand-in accepts every project id. */
const DEMO_PROJECT_ID = 'latch-demo'

/**
 * The demo's pairing-protocol (WalletConnect) setup when the world runs a relay stand-in: the
 * connector, a way to route it through the adapters and to follow its session.
 *
 * @example
 * ```ts
 * const pairing = demoPairing(config, networks)
 * const latch = createLatch({ adapters: pairing.addTo(adapters), networks })
 * pairing.forwardAlerts(latch)
 * pairing.follow(latch)
 * ```
 */
export type DemoPairing = {
  /** The connector, or `undefined` when the config has no relay. */
  connector: WalletConnectConnector | undefined
  /** The adapters, each family's also serving the `walletConnect` connector (listed once, on EVM). */
  addTo(adapters: readonly ChainAdapter[]): ChainAdapter[]
  /** Shows the connector's alerts (request timeouts, expired sessions) in the modal. */
  forwardAlerts(latch: Latch): void
  /** Connects every family the paired wallet approved once the visitor connected one. */
  follow(latch: Latch): void
}

/**
 * Creates the demo's WalletConnect connector over the relay in `config.pairing`, for every family
 * the demo runs (EVM required; Solana, Stacks and Bitcoin offered), with a `rpcMap` made from
 * their local URLs, so no hosted RPC is read. A wallet paired from the Connect view gets each
 * family it approved connected, its requests routed to that family's chain. Nothing is loaded
 * until the user picks WalletConnect: the universal provider and the QR generator are dynamic
 * imports of `@latch/walletconnect`.
 *
 * @param config - The demo config.
 * @param networks - The demo's networks.
 * @returns The pairing setup (inert without `config.pairing`).
 * @example
 * ```ts
 * const pairing = demoPairing(config, demoNetworks(config))
 * ```
 */
export function demoPairing(config: DemoConfig, networks: readonly CaipNetwork[]): DemoPairing {
  const paired = networks.filter((n) => isPairingNamespace(n.chainNamespace))
  if (!config.pairing || !paired.some((n) => n.chainNamespace === 'eip155')) {
    return {
      connector: undefined,
      addTo: (adapters) => [...adapters],
      forwardAlerts: () => undefined,
      follow: () => undefined,
    }
  }
  const connector = createWalletConnectConnector({
    projectId: DEMO_PROJECT_ID,
    relayUrl: config.pairing.relayUrl,
    networks: paired,
    metadata: {
      name: 'Latch demo',
      description: 'Every part of the Latch modal against a local dev chain',
      url: window.location.origin,
      icons: [],
    },
    requiredNamespaces: ['eip155'],
  })
  return {
    connector,
    addTo: (adapters) =>
      routeThroughPairing(adapters, connector, {
        // the pairing views draw the URI with it (the adapters' typed `pairing` source)
        createQr: (uri) => createPairingQr(uri),
        offerIn: ['eip155'],
      }),
    forwardAlerts(latch) {
      forwardPairingAlerts(connector, latch.alerts)
    },
    follow(latch) {
      followPairingSession(latch, connector)
    },
  }
}
