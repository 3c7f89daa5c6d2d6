import type { ChainAdapter } from '../../adapters/types'
import type { DataLayerOptions } from '../../data/dataLayerOptions'
import type { CaipNetwork, CaipNetworkId } from '../../networks/types'
import type { SocialProvider } from '../../router/views'
import type { KeyValueStore } from '../../storage/types'
import type { LatchAuthOptions } from '../auth/types'
import type { ConnectMethod } from '../connections/types'
import type { SiwxConfig } from '../siwx/types'

/**
 * App metadata shown to wallets.
 *
 * @example
 * ```ts
 * const metadata: LatchMetadata = { name: 'My dApp', description: 'Swaps', url: 'https://my.app', icons: [] }
 * ```
 */
export type LatchMetadata = { name: string; description: string; url: string; icons: string[] }

/**
 * Features the app turns on. Email and social login need a projectId (hosted service).
 *
 * @example
 * ```ts
 * const features: LatchFeatures = { email: true, socials: ['google'], multiWallet: true }
 * ```
 */
export type LatchFeatures = {
  /** Email login. Default false. */
  email?: boolean
  /** Social logins offered, in order; `false` or empty for none. Default none. */
  socials?: readonly SocialProvider[] | false
  /** Several wallets connected at once. The remote project config can switch it off. */
  multiWallet?: boolean
  /** Ask for an email after connecting (DataCapture view). Default false. */
  emailCapture?: boolean
  /** Send flow. Default true. */
  send?: boolean
  /** Explicit connect-method order; overrides the SPEC default order. */
  connectMethodsOrder?: readonly ConnectMethod[]
}

/**
 * Features as resolved by the remote project config (SPEC §7 GET /appkit/v1/config).
 *
 * @example
 * ```ts
 * latch.options.setRemoteFeatures({ multiWallet: false })
 * ```
 */
export type RemoteFeatures = { multiWallet?: boolean }

/**
 * Options of {@link createLatch}. Sign-in (`siwx`) and the data layer add their own optional fields.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], metadata })
 * ```
 */
export type LatchOptions = {
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
} & DataLayerOptions

/**
 * Options state: the resolved options views read.
 *
 * @example
 * ```ts
 * latch.getState().options.features.email // false
 * ```
 */
export type OptionsState = {
  projectId: string | undefined
  metadata: LatchMetadata | undefined
  features: LatchFeatures
  remoteFeatures: RemoteFeatures
  embedded: boolean
  manualWalletConnect: boolean
  ignoreNetworkSwitchConfirmation: boolean
}

/**
 * Options actions (`latch.options`).
 *
 * @example
 * ```ts
 * latch.options.setRemoteFeatures({ multiWallet: false })
 * ```
 */
export interface OptionsActions {
  /** Apply the remote project config's features. */
  setRemoteFeatures(features: RemoteFeatures): void
  /** True when multi-wallet is on locally and not switched off remotely. */
  isMultiWalletEnabled(): boolean
}
