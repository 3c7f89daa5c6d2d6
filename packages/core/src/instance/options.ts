import type { ChainAdapter } from '../adapters/types'
import type { LatchFeatures, LatchMetadata } from '../kernel/options/types'
import type { CaipNetwork, CaipNetworkId } from '../shared/networks/types'
import type { KeyValueStore } from '../shared/storage/types'
import type { LatchAuthOptions } from '../slices/auth/types'
import type { ClearSigningOptions } from '../slices/clearSigning/types'
import type { DataLayerOptions } from '../slices/hostedData/dataLayerOptions'
import type { LatchI18nOptions } from '../slices/i18n/types'
import type { SiwxConfig } from '../slices/siwx/types'
import type { WalletsOptions } from '../slices/wallets/types'

/**
 * Options of {@link createLatch}. Sign-in (`siwx`) and the data layer add their own optional fields.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], metadata })
 * ```
 */
export type LatchOptions = LatchI18nOptions & {
  /** Chain adapters, at most one per namespace. */
  adapters: readonly ChainAdapter[]
  /** The app's networks (at least one). */
  networks: readonly CaipNetwork[]
  /** Network active at start; defaults to the first of `networks`. */
  defaultNetwork?: CaipNetwork | CaipNetworkId
  /** App metadata. */
  metadata?: LatchMetadata
  /** Hosted-service project id: enables the wallet registry API, data API and analytics. */
  projectId?: string
  /** Features. */
  features?: LatchFeatures
  /** Embedded mode: the modal is part of the page (closing shows Account or Connect). */
  embedded?: boolean
  /** The app controls pairing (WalletConnect) itself. */
  manualWalletConnect?: boolean
  /** Where to persist connections; default in-memory (`mount()` picks `localStorage` when present). */
  storage?: KeyValueStore
  /** Mobile check; default: user-agent test at call time. */
  isMobile?: () => boolean
  /** Switch networks without showing the SwitchNetwork view first. */
  ignoreNetworkSwitchConfirmation?: boolean
  /** Clock, for tests; default `Date.now`. */
  now?: () => number
  /** Sign-in with the wallet (SIWX); off when absent. See `createDefaultSiwx`. */
  siwx?: SiwxConfig
  /** Email, social and Farcaster login through an embedded-wallet service: adds the `ID_AUTH` connector for eip155 and solana. */
  auth?: LatchAuthOptions
  /** Calls in words: the app's own ERC-7730 descriptors, read as untrusted input with the first approval. */
  clearSigning?: ClearSigningOptions
  /** Wallet registry options. */
  wallets?: WalletsOptions
} & DataLayerOptions
