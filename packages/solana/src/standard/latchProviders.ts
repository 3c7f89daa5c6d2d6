import type { StandardWallet } from './types'

// The solana entry of core's provider map (`latch.getProvider('solana')`, `useLatchProvider`): the
// connected Wallet Standard wallet, as the Solana adapter hands it out.
declare module '@latch/core' {
  interface LatchProviders {
    /** The connected Wallet Standard wallet (its `features` carry the Solana methods). */
    solana: StandardWallet
  }
}
