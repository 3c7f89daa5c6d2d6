// Public API of @latch/solana. Named re-exports only; `exports.test.ts` snapshots this list.

// Base-unit formatting is implemented once, in core; kept here under the name this package has always exported.
export { formatUnits } from '@latch/core/kit'
export { type SolanaAdapter, type SolanaAdapterOptions, solanaAdapter } from '../adapter/solanaAdapter'
export {
  createSolanaAccountData,
  SOLANA_ACTIVITY_PAGE_SIZE,
  TOKEN_PROGRAM_IDS,
} from '../data/createSolanaAccountData'
export { InsufficientFundsError, SolanaTransactionError } from '../errors/errors'
export { solanaLocalnet } from '../networks/solanaLocalnet'
export { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
export { toStandardChain } from '../networks/toStandardChain'
export { createSolanaRpcClient, type SolanaRpcClient } from '../rpc/createSolanaRpcClient'
export { validateSolanaSend } from '../send/validateSolanaSend'
export { createSolanaSiwxVerifier } from '../siwx/createSolanaSiwxVerifier'
export { formatSignInText, parseSignInText, type SignInFields } from '../siwx/signInMessage'
export type { SolanaLatchProvider } from '../standard/latchProviders'
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
export { type StandardWalletsWatcher, watchStandardWallets } from '../standard/watchStandardWallets'
export { decodeBase58, encodeBase58, isSolanaAddress } from '../utils/base58'
