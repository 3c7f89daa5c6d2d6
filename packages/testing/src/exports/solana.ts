// Public API of @latch/testing/solana. Named re-exports only.
export {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletControl,
  type SolanaTestWalletMethod,
  type SolanaTestWalletOptions,
  type SolanaTestWalletPageHandle,
} from '../solana/createSolanaTestWallet'
export { solanaTestWalletScript } from '../solana/solanaTestWalletScript'
export { type SolanaRpc, type StartSolanaRpcOptions, startSolanaRpc } from '../solana/startSolanaRpc'
