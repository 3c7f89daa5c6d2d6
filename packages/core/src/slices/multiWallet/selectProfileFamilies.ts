import type { Connector } from '../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../kernel/chains/authConnector'
import { selectConnectors } from '../../kernel/connections/selectConnectors'
import type { Connection, WalletConnection } from '../../kernel/connections/types'
import { selectIsMultiWalletEnabled } from '../../kernel/options/selectIsMultiWalletEnabled'
import type { ChainNamespace } from '../../shared/networks/types'
import { PROFILE_FAMILIES, type ProfileConnectionRow, type ProfileFamily } from './profileFamilies'

// The families and the rows ProfileWallets shows live beside this selector; the public entries
// name them here.
export type { ProfileConnectionRow, ProfileFamily, ProfileFamilyId } from './profileFamilies'

/** The parts of the state {@link selectProfileFamilies} reads. */
type ProfileSnapshot = Parameters<typeof selectIsMultiWalletEnabled>[0] & {
  readonly chains: {
    readonly networks: readonly { readonly chainNamespace: ChainNamespace }[]
    readonly activeNamespace: ChainNamespace
  }
  readonly connections: {
    readonly connectors: readonly Readonly<Pick<Connector, 'id' | 'chain' | 'name' | 'imageUrl' | 'rdns'>>[]
    readonly connections: Partial<Record<ChainNamespace, readonly ConnectionSnapshot[]>>
    readonly recent: Partial<Record<ChainNamespace, readonly ConnectionSnapshot[]>>
  }
}

/** A connection as a state snapshot holds it (read-only). */
type ConnectionSnapshot = {
  readonly connectorId: Connection['connectorId']
  readonly accounts: readonly { readonly address: string }[]
}

/**
 * What ProfileWallets shows, per family the app has networks for: the live connections
 * `latch.connections.list()` gives (every one with multi-wallet, else the active connector's, SPEC
 * §4), each with its wallet's name and icon and whether it is its namespace's active one, and the
 * recent (earlier, not live) connections, none when multi-wallet is off.
 *
 * @param snap - State or snapshot.
 * @param connections - The live connections (`latch.connections.list()` / `useConnections()`).
 * @param embeddedWalletName - The name of the email and social wallet, in the modal's language.
 * @param namespaceLabels - Each namespace's name, shown beside a row in a family of several.
 * @returns The families, EVM, Solana, Bitcoin & Stacks, those without a configured network left out.
 * @example
 * ```ts
 * const families = selectProfileFamilies(latch.getState(), latch.connections.list(), 'Email wallet', labels)
 * ```
 */
export function selectProfileFamilies(
  snap: ProfileSnapshot,
  connections: readonly WalletConnection[],
  embeddedWalletName: string,
  namespaceLabels: Readonly<Record<ChainNamespace, string>>,
): ProfileFamily[] {
  const nameOf = (connectorId: string, name: string | undefined) =>
    connectorId === AUTH_CONNECTOR_ID ? embeddedWalletName : (name ?? connectorId)
  const configured = new Set(snap.chains.networks.map((n) => n.chainNamespace))
  const multiWallet = selectIsMultiWalletEnabled(snap)
  const label = (namespace: ChainNamespace, several: boolean) => {
    // the namespace is named beside a row only in a family of several namespaces
    return several ? { namespaceName: namespaceLabels[namespace] } : {}
  }
  const liveRow = (c: WalletConnection, several: boolean): ProfileConnectionRow => {
    const connector = selectConnectors(snap, c.namespace).find((k) => k.id === c.connectorId)
    return {
      id: c.id,
      namespace: c.namespace,
      connectorId: c.connectorId,
      address: c.address,
      name: nameOf(c.connectorId, c.wallet.name),
      active: c.active,
      current: c.active && c.namespace === snap.chains.activeNamespace,
      ...(c.wallet.icon ? { icon: c.wallet.icon } : {}),
      ...(connector?.rdns ? { rdns: connector.rdns } : {}),
      ...label(c.namespace, several),
    }
  }
  const recentRows = (namespace: ChainNamespace, several: boolean): ProfileConnectionRow[] => {
    const live = new Set((snap.connections.connections[namespace] ?? []).map((c) => c.connectorId))
    return (snap.connections.recent[namespace] ?? []).flatMap((c) => {
      const address = c.accounts[0]?.address
      if (!address || live.has(c.connectorId)) return []
      const connector = selectConnectors(snap, namespace).find((k) => k.id === c.connectorId)
      return [
        {
          id: `${namespace}:${c.connectorId}`,
          namespace,
          connectorId: c.connectorId,
          address,
          name: nameOf(c.connectorId, connector?.name),
          active: false,
          current: false,
          ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
          ...(connector?.rdns ? { rdns: connector.rdns } : {}),
          ...label(namespace, several),
        },
      ]
    })
  }
  return PROFILE_FAMILIES.flatMap((family) => {
    const namespaces = family.namespaces.filter((ns) => configured.has(ns))
    const [first] = namespaces
    if (!first) return []
    const several = namespaces.length > 1
    const live = connections.filter((c) => namespaces.includes(c.namespace))
    return [
      {
        id: family.id,
        label: family.label,
        namespace: first,
        namespaces,
        connections: live.map((c) => liveRow(c, several)),
        recent: multiWallet ? namespaces.flatMap((ns) => recentRows(ns, several)) : [],
      },
    ]
  })
}
