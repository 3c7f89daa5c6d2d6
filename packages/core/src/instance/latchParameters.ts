import type { Snapshot } from 'valtio/vanilla'
import type { AccountState } from '../kernel/account/types'
import type { ConnectionStatus } from '../kernel/connections/types'
import type { RouterData, RouterView } from '../kernel/router/views'
import type { CaipNetworkId, ChainNamespace } from '../shared/networks/types'

/**
 * Parameters of `latch.open()`.
 *
 * @example
 * ```ts
 * await latch.open({ view: 'Networks' })
 * ```
 */
export type OpenParameters = {
  /** View to show; default per the SPEC §2 opening rules. */
  view?: RouterView
  /** Namespace to open for (it becomes the active namespace). */
  namespace?: ChainNamespace
  /** Data for the view. */
  data?: RouterData
}

/**
 * Parameters of `latch.connect()`.
 *
 * @example
 * ```ts
 * await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
 * ```
 */
export type ConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  /** Network to connect on; default the namespace's active network. */
  caipNetworkId?: CaipNetworkId
}

/**
 * Selects a namespace for the `get*`/`watch*` pairs; default the active namespace.
 *
 * @example
 * ```ts
 * latch.getAccount({ namespace: 'solana' })
 * ```
 */
export type NamespaceParameter = { namespace?: ChainNamespace }

/**
 * Selects the wallet `disconnectWallet` disconnects: a connector id, or the active connection of a
 * namespace (default: the active namespace's).
 *
 * @example
 * ```ts
 * await latch.disconnectWallet({ connectorId: 'ID_AUTH' })
 * ```
 */
export type DisconnectWalletParameters = { connectorId?: string; namespace?: ChainNamespace }

/**
 * An account snapshot of one namespace plus its connection status.
 *
 * @example
 * ```ts
 * const { address, status, isConnected } = latch.getAccount()
 * ```
 */
export type AccountSnapshot = Snapshot<AccountState> & {
  namespace: ChainNamespace
  status: ConnectionStatus
  isConnected: boolean
}
