import type { Connector } from '../../adapters/types'
import type { ApiClient } from '../../http/types'
import type { Clock } from '../../shared/clock/clock'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import type { ObjectUrls } from './createWalletImages'
import type { WalletsOptions } from './types'

/**
 * What the wallets controller needs from the instance.
 *
 * @example
 * ```ts
 * const deps: WalletsContext = { api: undefined, clock, getConnectors: () => [], getStorage, isMobile: () => false,
 *   getNamespace: () => 'eip155', getChains: () => ['eip155:1'], options: {} }
 * ```
 */
export type WalletsContext = {
  /** The hosted registry client; `undefined` without a projectId (then nothing is requested). */
  api: ApiClient | undefined
  clock: Clock
  /** Connectors the adapters discovered (installed wallets). */
  getConnectors: () => readonly Connector[]
  getStorage: () => LatchStorage
  isMobile: () => boolean
  /** The active namespace (for the Solana mobile exceptions). */
  getNamespace: () => ChainNamespace | undefined
  /** CAIP-2 ids of the app's networks (the registry `chains` parameter). */
  getChains: () => readonly string[]
  options: WalletsOptions
  /** Receives registry failures (rate-limited by the caller). */
  onError?: (error: unknown) => void
  objectUrls?: ObjectUrls
}
