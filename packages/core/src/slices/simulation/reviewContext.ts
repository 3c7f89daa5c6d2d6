import type { ActivityItem } from '../../adapters/AccountDataSource'
import type { ClearSigningToken } from '../clearSigning/types'

/**
 * What reviewing a request needs: the shown network's RPC URL and chain id, its currency, the
 * tokens the account and descriptors know, the account and its activity (history and sends).
 *
 * @example
 * ```ts
 * const context: ReviewContext = { rpcUrl: 'http://127.0.0.1:8545', chainId: 31337, native, tokens: [], account, activity: [] }
 * ```
 */
export type ReviewContext = {
  rpcUrl: string | undefined
  chainId: number | undefined
  native: { symbol: string; decimals: number } | undefined
  tokens: readonly ClearSigningToken[]
  /** The app's ERC-7730 descriptors (unchecked): their `metadata.token` names amounts too. */
  descriptors?: readonly unknown[]
  account: string | undefined
  activity: readonly ActivityItem[]
  /** Time allowed to simulate (ms), default 4000. */
  timeoutMs?: number
}
