import type { StandardWallet } from './types'

// The solana entry of core's provider map (`latch.getProvider('solana')`, `useLatchProvider`): the
// connected Wallet Standard wallet, as the Solana adapter hands it out.
/**
 * What `latch.getProvider('solana')` returns once a Solana wallet is connected. Exported so the
 * provider map's entry reaches the published types with this package.
 *
 * @example
 * ```ts
 * const wallet: SolanaLatchProvider | undefined = latch.getProvider('solana')
 * ```
 */
export type SolanaLatchProvider = StandardWallet

declare module '@latch/core' {
  interface LatchProviders {
    /** The connected Wallet Standard wallet (its `features` carry the Solana methods). */
    solana: StandardWallet
  }
}
