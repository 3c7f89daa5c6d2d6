import type { AccountInfo, Connector } from '../../adapters/types'
import type { CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type { ConnectMethod } from '../options/types'

/**
 * One wallet connection (SPEC §3): the connector and its accounts, the active one first.
 *
 * @example
 * ```ts
 * const c: Connection = { connectorId: 'io.metamask', accounts: [{ address: '0xf39F...' }], caipNetworkId: 'eip155:1' }
 * ```
 */
export type Connection = {
  /** Connector that holds the connection. */
  connectorId: string
  /** Accounts, the active one first. */
  accounts: AccountInfo[]
  /** Network the wallet is on, when known. */
  caipNetworkId?: CaipNetworkId
}

/**
 * One wallet connection as the multi-wallet API shows it: a {@link Connection} with its namespace,
 * a stable id, the active account's address, the wallet's name and icon, and whether it is the
 * active connection of its namespace.
 *
 * @example
 * ```ts
 * const [first] = latch.connections.list()
 * first.id // 'eip155:io.metamask'
 * ```
 */
export type WalletConnection = {
  /** Stable id: `${namespace}:${connectorId}` (the same wallet connected again keeps it). */
  id: string
  /** Chain namespace of the connection. */
  namespace: ChainNamespace
  /** Connector that holds the connection. */
  connectorId: string
  /** Accounts, the active one first. */
  accounts: AccountInfo[]
  /** The active account's address. */
  address: string
  /** Network the wallet is on, when known. */
  caipNetworkId?: CaipNetworkId
  /** The wallet's name and icon (as its connector announced them, checked). */
  wallet: { name: string; icon?: string }
  /** True for the active connection of its namespace. */
  active: boolean
}

/**
 * Names one connection: its {@link WalletConnection} or its id.
 *
 * @example
 * ```ts
 * await latch.switchConnection('solana:Phantom')
 * ```
 */
export type ConnectionReference = string | Pick<WalletConnection, 'id'>

/**
 * Options of `latch.switchConnection()`.
 *
 * @example
 * ```ts
 * await latch.switchConnection(connection, { address: connection.accounts[1].address })
 * ```
 */
export type SwitchConnectionOptions = {
  /** Account of the connection to make active; default its current active account. */
  address?: string
}

/**
 * Connection status of a namespace (SPEC §4) plus `reconnecting` while a restore after reload is in
 * flight, so a reload never flashes `disconnected`.
 *
 * @example
 * ```ts
 * latch.getState().connections.status.eip155 // 'reconnecting' right after mount()
 * ```
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected'

/**
 * Status of a connector within a namespace (SPEC §4): `connected` is the namespace's active
 * connector, `active` has connections but is not the active one, `disconnected` has none.
 *
 * @example
 * ```ts
 * latch.connections.getConnectorStatus('eip155', 'io.metamask') // 'connected'
 * ```
 */
export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

/**
 * Connections state, per namespace.
 *
 * @example
 * ```ts
 * const { status, connections, activeConnectorIds } = latch.getState().connections
 * ```
 */
export type ConnectionsState = {
  /** Status per namespace; a namespace absent here is `disconnected`. */
  status: Partial<Record<ChainNamespace, ConnectionStatus>>
  /** Live connections per namespace (several when multi-wallet is on). */
  connections: Partial<Record<ChainNamespace, Connection[]>>
  /** Connections of earlier sessions per namespace, most recent first. */
  recent: Partial<Record<ChainNamespace, Connection[]>>
  /** Active connector per namespace. */
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  /** Connectors the adapters discovered, all namespaces. */
  connectors: Connector[]
  /**
   * While a namespace is `reconnecting` after a reload: the address of its last active account,
   * once that account's wallet has confirmed it without a prompt (`eth_accounts` answered with it),
   * before the restore has finished. `ConnectButton` shows it; `isConnected`, the account and the
   * provider wait for the restore. Read it only while the status is `reconnecting`.
   */
  reconnectingAddresses: Partial<Record<ChainNamespace, string | undefined>>
}

/**
 * Connection actions and derived reads (`latch.connections`).
 *
 * @example
 * ```ts
 * latch.connections.getConnectorStatus('eip155', 'io.metamask')
 * ```
 */
export interface ConnectionActions {
  /** Status of a connector in a namespace (SPEC §4). */
  getConnectorStatus(namespace: ChainNamespace, connectorId: string): ConnectorStatus
  /** Connections to display: all when multi-wallet is on, else only the active connector's. */
  getDisplayedConnections(namespace?: ChainNamespace): Connection[]
  /** Recent (earlier) connections; none when multi-wallet is off. */
  getRecentConnections(namespace?: ChainNamespace): Connection[]
  /** The user asks for another wallet: true when multi-wallet is on, else raises "Multi-Wallet Not Enabled". */
  requestMultiWallet(): boolean
  /** Connect-method order for the Connect view (SPEC §2). */
  getConnectMethodOrder(): ConnectMethod[]
  /** Connectors discovered for a namespace (all namespaces when omitted). */
  getConnectors(namespace?: ChainNamespace): Connector[]
  /**
   * Every live connection, grouped by namespace (in the order of `CHAIN_NAMESPACES`), each namespace's
   * connections newest first: all of them when multi-wallet is on, else only each namespace's
   * active connector's (the rule of `getDisplayedConnections`).
   */
  list(namespace?: ChainNamespace): WalletConnection[]
  /** Called with the new {@link ConnectionActions.list} whenever it changes. Returns unsubscribe. */
  watch(listener: (connections: WalletConnection[]) => void): () => void
  /** Make another live connection the active one of its namespace (multi-wallet). */
  setActiveConnector(namespace: ChainNamespace, connectorId: string): void
  /**
   * Called after a user connect succeeds (not after a restore). Return `true` when the listener
   * took over navigation (e.g. sign-in opens SIWXSignMessage); otherwise the modal closes.
   * Returns unsubscribe.
   */
  onConnected(
    listener: (event: { namespace: ChainNamespace; connection: Connection }) => boolean | undefined,
  ): () => void
}
