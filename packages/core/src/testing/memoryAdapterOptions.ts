import type { AccountInfo, Connector } from '../adapters/types'
import type { ChainNamespace } from '../shared/networks/types'

/**
 * Options of createMemoryAdapter.
 *
 * @example
 * ```ts
 * createMemoryAdapter({ namespace: 'eip155', connectors: [testConnector('eip155', 'io.metamask')], balance: 10n ** 18n })
 * ```
 */
export type MemoryAdapterOptions = {
  namespace: ChainNamespace
  /** Connectors "installed" in the page. */
  connectors?: Connector[]
  /** Accounts each connector returns on connect. */
  accounts?: Record<string, AccountInfo[]>
  /** Connector ids that still authorise the app (restore succeeds for them). */
  authorized?: string[]
  /** Native balance returned for every address, in base units. */
  balance?: bigint
  /**
   * When the wallet handles a connect, reconnect or disconnect: `handle` changes what the wallet
   * holds and gives its answer. Default: at once. A test delays it (a timer, or fast-check's
   * scheduler) to make the wallet answer late, in any order.
   */
  answer?: <T>(request: { method: string; connectorId: string }, handle: () => T) => Promise<T>
}
