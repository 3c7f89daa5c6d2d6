import {
  AUTH_CONNECTOR_ID,
  type ChainNamespace,
  type Connection,
  type Connector,
  selectConnectors,
  selectDisplayedConnections,
  selectIsMultiWalletEnabled,
} from '@latch/core'

/**
 * A chain family ProfileWallets groups connections by: EVM, Solana, and Bitcoin with Stacks (one
 * wallet usually holds both).
 *
 * @example
 * ```ts
 * const family: ProfileFamilyId = 'bitcoin'
 * ```
 */
export type ProfileFamilyId = 'evm' | 'solana' | 'bitcoin'

/** Each family's heading and namespaces, in the order ProfileWallets shows them. */
const FAMILIES: readonly { id: ProfileFamilyId; label: string; namespaces: readonly ChainNamespace[] }[] = [
  { id: 'evm', label: 'EVM', namespaces: ['eip155'] },
  { id: 'solana', label: 'Solana', namespaces: ['solana'] },
  { id: 'bitcoin', label: 'Bitcoin & Stacks', namespaces: ['stacks', 'bip122'] },
]

/** Namespace names shown beside a row when a family has more than one. */
const NAMESPACE_NAMES: Partial<Record<ChainNamespace, string>> = { stacks: 'Stacks', bip122: 'Bitcoin' }

/**
 * One connection as a ProfileWallets row shows it.
 *
 * @example
 * ```ts
 * const row: ProfileConnectionRow = { key: 'eip155:io.metamask', namespace: 'eip155', connectorId: 'io.metamask',
 *   address: '0xf39F...', name: 'MetaMask', active: true }
 * ```
 */
export type ProfileConnectionRow = {
  /** Unique among the rows: namespace and connector. */
  key: string
  namespace: ChainNamespace
  connectorId: string
  /** The connection's first (active) address. */
  address: string
  /** The wallet's name (the connector's, "Email & social wallet" for ID_AUTH). */
  name: string
  /** The wallet's own icon, when it announced one. */
  icon?: string
  /** EIP-6963 reverse-DNS id, for the shipped mark. */
  rdns?: string
  /** The namespace's name when its family has several ("Stacks", "Bitcoin"). */
  namespaceName?: string
  /** The namespace's active connection (SPEC §4 connector status `connected`). */
  active: boolean
}

/**
 * One family's part of ProfileWallets.
 *
 * @example
 * ```ts
 * selectProfileFamilies(snap, recentOf).map((f) => `${f.label}: ${f.connections.length}`)
 * ```
 */
export type ProfileFamily = {
  id: ProfileFamilyId
  label: string
  /** The namespace "Add wallet" connects (the family's first configured one). */
  namespace: ChainNamespace
  /** Live connections shown (all with multi-wallet, else the active connector's). */
  connections: ProfileConnectionRow[]
  /** Earlier connections (only with multi-wallet). */
  recent: ProfileConnectionRow[]
}

/** The parts of the state {@link selectProfileFamilies} reads. */
type ProfileSnapshot = Parameters<typeof selectDisplayedConnections<Connection>>[0] & {
  readonly chains: { readonly networks: readonly { readonly chainNamespace: ChainNamespace }[] }
  readonly connections: {
    readonly connectors: readonly Connector[]
    readonly recent: Partial<Record<ChainNamespace, readonly Connection[]>>
  }
}

/**
 * What ProfileWallets shows, per family the app has networks for: the displayed connections (every
 * live one with multi-wallet, else the active connector's, SPEC §4), each with its wallet's name
 * and icon and whether it is its namespace's active one, and the recent (earlier, not live)
 * connections, none when multi-wallet is off.
 *
 * @param snap - State or snapshot.
 * @returns The families, EVM, Solana, Bitcoin & Stacks, those without a configured network left out.
 * @example
 * ```ts
 * const families = selectProfileFamilies(latch.getState())
 * ```
 */
export function selectProfileFamilies(snap: ProfileSnapshot): ProfileFamily[] {
  const configured = new Set(snap.chains.networks.map((n) => n.chainNamespace))
  const multiWallet = selectIsMultiWalletEnabled(snap)
  const rowsOf = (
    namespace: ChainNamespace,
    connections: readonly Connection[],
    several: boolean,
    live: boolean,
  ): ProfileConnectionRow[] =>
    connections.flatMap((connection) => {
      const address = connection.accounts[0]?.address
      if (!address) return []
      const connector = selectConnectors(snap, namespace).find((c) => c.id === connection.connectorId)
      const row: ProfileConnectionRow = {
        key: `${namespace}:${connection.connectorId}`,
        namespace,
        connectorId: connection.connectorId,
        address,
        name:
          connection.connectorId === AUTH_CONNECTOR_ID
            ? 'Email & social wallet'
            : (connector?.name ?? connection.connectorId),
        active: live && snap.connections.activeConnectorIds[namespace] === connection.connectorId,
      }
      if (connector?.imageUrl) row.icon = connector.imageUrl
      if (connector?.rdns) row.rdns = connector.rdns
      const namespaceName = NAMESPACE_NAMES[namespace]
      if (several && namespaceName) row.namespaceName = namespaceName
      return [row]
    })
  return FAMILIES.flatMap((family) => {
    const namespaces = family.namespaces.filter((ns) => configured.has(ns))
    const [first] = namespaces
    if (!first) return []
    const several = namespaces.length > 1
    const connections = namespaces.flatMap((ns) =>
      rowsOf(ns, selectDisplayedConnections(snap, ns), several, true),
    )
    const recent = multiWallet
      ? namespaces.flatMap((ns) => {
          const live = new Set((snap.connections.connections[ns] ?? []).map((c) => c.connectorId))
          const earlier = (snap.connections.recent[ns] ?? []).filter((c) => !live.has(c.connectorId))
          return rowsOf(ns, earlier, several, false)
        })
      : []
    return [{ id: family.id, label: family.label, namespace: first, connections, recent }]
  })
}
