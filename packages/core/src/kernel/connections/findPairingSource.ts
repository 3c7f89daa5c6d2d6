import type { PairingSource } from '../../adapters/PairingSource'
import { PAIRING_CONNECTOR_ID } from '../../adapters/pairingConnectorId'
import type { ChainAdapter } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The pairing connector of a namespace, when the app configured one: the namespace's adapter
 * offers the `walletConnect` connector ({@link PAIRING_CONNECTOR_ID}) and has a `pairing` source.
 *
 * @param adapters - The instance's adapters (`latch.adapters`).
 * @param namespace - The namespace to pair on.
 * @returns The source, or `undefined` without a pairing connector.
 * @example
 * ```ts
 * const source = findPairingSource(latch.adapters, 'eip155')
 * if (source) await latch.connect({ namespace: 'eip155', connectorId: PAIRING_CONNECTOR_ID })
 * ```
 */
export function findPairingSource(
  adapters: readonly ChainAdapter[],
  namespace: ChainNamespace,
): PairingSource | undefined {
  const adapter = adapters.find((a) => a.namespace === namespace)
  if (!adapter?.getConnectors().some((c) => c.id === PAIRING_CONNECTOR_ID)) return undefined
  return adapter.pairing
}
