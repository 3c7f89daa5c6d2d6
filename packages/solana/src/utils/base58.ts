// Base58 and the Solana address check are implemented once, in core (its send validation checks
// receivers before any adapter is asked); the adapter's modules import them from here under the
// names this package has always exported.
export { fromBase58 as decodeBase58, isSolanaAddress, toBase58 as encodeBase58 } from '@latch/core/kit'
