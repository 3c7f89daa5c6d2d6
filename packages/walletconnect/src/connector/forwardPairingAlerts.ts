import type { AlertActions } from '@latch/core/kit'
import type { WalletConnectConnector } from './types'

/**
 * Raises the connector's alerts ("Wallet Request Timeout", "Session Expired") on a Latch instance's
 * alerts controller, so the modal shows them.
 *
 * @param connector - The pairing connector.
 * @param alerts - The instance's alert actions (`latch.alerts`).
 * @returns A function that stops forwarding.
 * @example
 * ```ts
 * const stop = forwardPairingAlerts(connector, latch.alerts)
 * ```
 */
export function forwardPairingAlerts(
  connector: Pick<WalletConnectConnector, 'on'>,
  alerts: Pick<AlertActions, 'raise'>,
): () => void {
  return connector.on((event) => {
    if (event.type === 'alert') alerts.raise(event.name)
  })
}
