// Public API of @latch/solana. Named re-exports only; `exports.test.ts` snapshots this list.
export {
  APP_READY_EVENT,
  type IdentifierString,
  REGISTER_WALLET_EVENT,
  type SolanaSignInInput,
  type SolanaSignInOutput,
  type SolanaStandardChain,
  type SolanaWalletFeatures,
  type StandardEventsChangeProperties,
  type StandardWallet,
  type WalletAccount,
  type WalletsRegistrationApi,
} from '../standard/types'
