import type { ConnectorType } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The wallet the user chose, carried to the connecting views. A registry entry, a discovered
 * connector, or both merged.
 *
 * @example
 * ```ts
 * const wallet: RouterWallet = { id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask', namespace: 'eip155', installed: true }
 * ```
 */
export type RouterWallet = {
  /** Registry id or connector id. */
  id: string
  /** Name shown to the user. */
  name: string
  /** Icon URL (or data: URL from the wallet). */
  imageUrl?: string
  /** Reverse-DNS id (EIP-6963). */
  rdns?: string
  /** Connector to connect with, when the wallet is present in the page. */
  connectorId?: string
  /** Connector kind, when known. */
  connectorType?: ConnectorType
  /** Namespace to connect on. */
  namespace?: ChainNamespace
  /** True when the wallet is present in this page. */
  installed?: boolean
  /** Deep link of the mobile app (pairing protocol). */
  mobileLink?: string
  /** Link of the desktop app (pairing protocol). */
  desktopLink?: string
  /** Link of the web app (pairing protocol). */
  webappLink?: string
}
