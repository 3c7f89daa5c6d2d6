import { type PairingRelay, startPairingRelay } from '@latch/testing/walletconnect'
import type { DemoPairingConfig } from './demoConfig'

/**
 * The pairing-protocol part of the demo's world: the relay stand-in (WebSocket on a free loopback
 * port) the page's WalletConnect connector and a test wallet pair through.
 *
 * @example
 * ```ts
 * const pairing = await startDemoPairing()
 * const wallet = await createTestPairingWallet({ relayUrl: pairing.config.relayUrl, keys })
 * await pairing.stop()
 * ```
 */
export type DemoPairing = {
  /** The running relay stand-in. */
  relay: PairingRelay
  /** What the page reads from the demo config. */
  config: DemoPairingConfig
  /** Stops the relay (closing every client connection). */
  stop: () => Promise<void>
}

/**
 * Starts the relay stand-in the demo's WalletConnect connector uses.
 *
 * @returns The running pairing part of the world.
 * @example
 * ```ts
 * const pairing = await startDemoPairing()
 * const config: DemoConfig = { ...rest, pairing: pairing.config }
 * ```
 */
export async function startDemoPairing(): Promise<DemoPairing> {
  const relay = await startPairingRelay()
  return { relay, config: { relayUrl: relay.url }, stop: () => relay.close() }
}
