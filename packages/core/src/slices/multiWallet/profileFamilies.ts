import type { ChainNamespace } from '../../shared/networks/types'

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

/**
 * Each family's heading and namespaces, in the order ProfileWallets shows them.
 *
 * @example
 * ```ts
 * PROFILE_FAMILIES.map((family) => family.id) // ['evm', 'solana', 'bitcoin']
 * ```
 */
export const PROFILE_FAMILIES: readonly {
  id: ProfileFamilyId
  label: string
  namespaces: readonly ChainNamespace[]
}[] = [
  { id: 'evm', label: 'EVM', namespaces: ['eip155'] },
  { id: 'solana', label: 'Solana', namespaces: ['solana'] }, // i18n-ignore: chain name
  { id: 'bitcoin', label: 'Bitcoin & Stacks', namespaces: ['stacks', 'bip122'] }, // i18n-ignore: chain names
]

/**
 * One connection as a ProfileWallets row shows it.
 *
 * @example
 * ```ts
 * const row: ProfileConnectionRow = { id: 'eip155:io.metamask', namespace: 'eip155', connectorId: 'io.metamask',
 *   address: '0xf39F...', name: 'MetaMask', active: true, current: true }
 * ```
 */
export type ProfileConnectionRow = {
  /** The connection's id (`latch.connections.list()`): namespace and connector. */
  id: string
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
  /** The active connection of the active namespace: the one the Account view shows. */
  current: boolean
}

/**
 * One family's part of ProfileWallets.
 *
 * @example
 * ```ts
 * selectProfileFamilies(snap, connections, name, labels).map((f) => `${f.label}: ${f.connections.length}`)
 * ```
 */
export type ProfileFamily = {
  id: ProfileFamilyId
  label: string
  /** The family's first configured namespace. */
  namespace: ChainNamespace
  /** The family's configured namespaces ("Add wallet" connects on them). */
  namespaces: ChainNamespace[]
  /** Live connections shown (all with multi-wallet, else the active connector's). */
  connections: ProfileConnectionRow[]
  /** Earlier connections (only with multi-wallet). */
  recent: ProfileConnectionRow[]
}
