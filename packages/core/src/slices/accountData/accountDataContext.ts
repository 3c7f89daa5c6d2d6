import type { AccountDataSource } from '../../adapters/AccountDataSource'
import type { ChainAdapter } from '../../adapters/types'
import type { Clock } from '../../shared/clock/clock'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import type { DataCaches } from './createDataCaches'

/**
 * A source that can also look up names (the hosted data API).
 *
 * @example
 * ```ts
 * const source: AccountDataSourceWithIdentity = createDataApiSource(api)
 * ```
 */
export type AccountDataSourceWithIdentity = AccountDataSource & {
  getIdentity?(address: string): Promise<{ name: string | null; avatar: string | null }>
  lookupName?(name: string): Promise<string | null>
  getTokenPrices?(params: {
    chainId: CaipNetwork['caipNetworkId']
    addresses: readonly string[]
  }): Promise<Record<string, string>>
}

/**
 * What the account data controller needs from the instance.
 *
 * @example
 * ```ts
 * const deps: AccountDataContext = { clock, caches, getTarget, getSource, getAdapter, getNetworks, getStorage, showError }
 * ```
 */
export type AccountDataContext = {
  clock: Clock
  caches: DataCaches
  /** The active account and network, or `undefined` when not connected. */
  getTarget: () => { address: string; network: CaipNetwork } | undefined
  /** The data source for a network: the hosted data API with a projectId, else the adapter's RPC source. */
  getSource: (network: CaipNetwork) => AccountDataSourceWithIdentity | undefined
  /** The chain adapter of a namespace: its own source follows sent transactions (see chainSourceOf). */
  getAdapter: (namespace: ChainNamespace) => Pick<ChainAdapter, 'accountData'> | undefined
  /** The app's networks. */
  getNetworks: () => readonly CaipNetwork[]
  /** The instance's storage: the visitor's own sends are kept there (see `sent/createSentStore`). */
  getStorage: () => LatchStorage
  /** Error toast. */
  showError: (message: string) => void
  /** Receives failures for reporting (rate-limited by the caller). */
  onError?: (error: unknown) => void
  /**
   * Told the name and avatar found for the active account, so the account state's `profileName`
   * and `profileImage` (SPEC §3) show them.
   */
  onIdentity?: (
    target: { address: string; network: CaipNetwork },
    identity: { name: string | null; avatar: string | null },
  ) => void
}
