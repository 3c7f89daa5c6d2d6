import { type CaipNetwork, type ChainAdapter, type Latch, withConnector } from '@latch/core'
import {
  createPairingQr,
  createWalletConnectConnector,
  forwardPairingAlerts,
  type WalletConnectConnector,
  walletConnectAdapter,
} from '@latch/walletconnect'
import type { DemoConfig } from '../demoConfig'

/** Any local id: the relay stand-in accepts every project id. */
const DEMO_PROJECT_ID = 'latch-demo'

/**
 * The demo's pairing-protocol (WalletConnect) setup when the world runs a relay stand-in: the
 * connector and a way to add it to the adapters.
 *
 * @example
 * ```ts
 * const pairing = demoPairing(config, networks)
 * const latch = createLatch({ adapters: pairing.addTo(adapters), networks })
 * pairing.forwardAlerts(latch)
 * ```
 */
export type DemoPairing = {
  /** The connector, or `undefined` when the config has no relay. */
  connector: WalletConnectConnector | undefined
  /** The adapters with the eip155 one also serving the `walletConnect` connector. */
  addTo(adapters: readonly ChainAdapter[]): ChainAdapter[]
  /** Shows the connector's alerts (request timeouts, expired sessions) in the modal. */
  forwardAlerts(latch: Latch): void
}

/**
 * Creates the demo's WalletConnect connector over the relay in `config.pairing`, for the demo's
 * eip155 networks (its `rpcMap` comes from their local RPC URLs, so no hosted RPC is read). Nothing
 * is loaded until the user picks WalletConnect: the universal provider and the QR generator are
 * dynamic imports of `@latch/walletconnect`.
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
  const evmNetworks = networks.filter((n) => n.chainNamespace === 'eip155')
  if (!config.pairing || evmNetworks.length === 0) {
    return { connector: undefined, addTo: (adapters) => [...adapters], forwardAlerts: () => undefined }
  }
  const connector = createWalletConnectConnector({
    projectId: DEMO_PROJECT_ID,
    relayUrl: config.pairing.relayUrl,
    networks: evmNetworks,
    metadata: {
      name: 'Latch demo',
      description: 'Every part of the Latch modal against a local dev chain',
      url: window.location.origin,
      icons: [],
    },
    requiredNamespaces: ['eip155'],
  })
  // What the pairing view reads through `getProvider('walletConnect')`: the connector plus its QR encoder.
  const provider = { ...connector, createQr: (uri: string) => createPairingQr(uri) }
  const pairing = walletConnectAdapter({ connector, namespace: 'eip155' })
  return {
    connector,
    addTo(adapters) {
      const base = adapters.find((a) => a.namespace === 'eip155')
      if (!base) return [...adapters, pairing]
      return adapters.map((a) =>
        a === base ? withConnector(base, pairing, { connectorId: 'walletConnect', provider }) : a,
      )
    },
    forwardAlerts(latch) {
      forwardPairingAlerts(connector, latch.alerts)
    },
  }
}
