/**
 * The parts of the Wallet Standard (`@wallet-standard/base` 1.x and the Solana feature set) that
 * Latch uses, declared here so the initial entry carries no dependency. Shapes follow the standard.
 */

/** A `namespace:reference` identifier of a chain or a feature, e.g. `'solana:mainnet'`. */
export type IdentifierString = `${string}:${string}`

/**
 * An account a Wallet Standard wallet exposes.
 *
 * @example
 * ```ts
 * const address = wallet.accounts[0]?.address
 * ```
 */
export interface WalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly IdentifierString[]
  readonly features: readonly IdentifierString[]
  readonly label?: string
  readonly icon?: string
}

/** What `standard:events` reports on `change`. */
export type StandardEventsChangeProperties = {
  readonly chains?: readonly IdentifierString[]
  readonly features?: Readonly<Record<string, unknown>>
  readonly accounts?: readonly WalletAccount[]
}

/** Input of `solana:signIn` (Sign-In-With-Solana). */
export type SolanaSignInInput = {
  readonly domain?: string
  readonly address?: string
  readonly statement?: string
  readonly uri?: string
  readonly version?: string
  readonly chainId?: string
  readonly nonce?: string
  readonly issuedAt?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}

/** Output of `solana:signIn`. */
export type SolanaSignInOutput = {
  readonly account: WalletAccount
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
  readonly signatureType?: 'ed25519'
}

/**
 * The Wallet Standard features Latch calls, each optional: a wallet declares what it supports.
 *
 * @example
 * ```ts
 * const connect = wallet.features['standard:connect']
 * ```
 */
export type SolanaWalletFeatures = {
  'standard:connect'?: {
    readonly version: string
    connect(input?: { silent?: boolean }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
  'standard:disconnect'?: { readonly version: string; disconnect(): Promise<void> }
  'standard:events'?: {
    readonly version: string
    on(event: 'change', listener: (properties: StandardEventsChangeProperties) => void): () => void
  }
  'solana:signMessage'?: {
    readonly version: string
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType?: 'ed25519' }[]>
  }
  'solana:signTransaction'?: {
    readonly version: string
    readonly supportedTransactionVersions: readonly ('legacy' | 0)[]
    signTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: IdentifierString }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>
  }
  'solana:signAndSendTransaction'?: {
    readonly version: string
    readonly supportedTransactionVersions: readonly ('legacy' | 0)[]
    signAndSendTransaction(
      ...inputs: {
        account: WalletAccount
        transaction: Uint8Array
        chain: IdentifierString
        options?: { skipPreflight?: boolean; commitment?: string }
      }[]
    ): Promise<{ signature: Uint8Array }[]>
  }
  'solana:signIn'?: {
    readonly version: string
    signIn(...inputs: SolanaSignInInput[]): Promise<SolanaSignInOutput[]>
  }
}

/**
 * A Wallet Standard wallet (version 1.0.0 of the standard).
 *
 * @example
 * ```ts
 * if (wallet.chains.some((c) => c.startsWith('solana:'))) console.log(wallet.name)
 * ```
 */
export interface StandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly IdentifierString[]
  readonly features: Readonly<SolanaWalletFeatures & Record<string, unknown>>
  readonly accounts: readonly WalletAccount[]
}

/** The API an app hands to wallets in the discovery protocol. */
export type WalletsRegistrationApi = { register(...wallets: StandardWallet[]): () => void }

/** Event names of the Wallet Standard discovery protocol. */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
/** Event the app dispatches when it is ready to receive wallets. */
export const APP_READY_EVENT = 'wallet-standard:app-ready'

/** Wallet Standard chain ids of the Solana clusters. */
export type SolanaStandardChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet'
