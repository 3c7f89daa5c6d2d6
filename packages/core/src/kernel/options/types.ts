import type { SocialProvider } from '../router/views'

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
 * A way to connect offered on the Connect view (SPEC §2 connect-method order).
 *
 * @example
 * ```ts
 * latch.connections.getConnectMethodOrder() // ['wallet', 'email', 'social'] when wallets are installed
 * ```
 */
export type ConnectMethod = 'email' | 'social' | 'wallet'

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
  /**
   * Passkey login in Connect, beside email (SPEC §2: it sits with email). Needs an auth provider
   * with `connectPasskey` (the embedded wallet has it; its service needs `passkeys`). Default false.
   */
  passkey?: boolean
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
  /**
   * "Review before your wallet": a request that moves money or grants authority
   * (`eth_sendTransaction`, `eth_signTypedData_v4`, `wallet_sendCalls`, Solana transactions,
   * Stacks transfers and contract calls, Bitcoin transfers and PSBTs) to an extension, injected,
   * Safe, WalletConnect-paired, Stacks or Bitcoin wallet first waits in ApproveTransaction, in words,
   * simulated and flagged; Continue sends that very request on to the wallet, decline rejects it
   * with `UserRejectedRequestError` and the wallet hears nothing. The embedded wallet always has
   * its own approval. The step stands in front of the adapters from `createLatch()` on; its code
   * loads at `mount()`, and a request sent before then waits for it. Default false.
   *
   * @example
   * ```ts
   * createLatch({ adapters: [evmAdapter()], networks: [mainnet], features: { review: true } })
   * ```
   */
  review?: boolean
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
