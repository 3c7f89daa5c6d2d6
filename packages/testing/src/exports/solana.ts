// Public API of @latch/testing/solana. Named re-exports only.
export { type SolanaRpc, type StartSolanaRpcOptions, startSolanaRpc } from '../solana/startSolanaRpc'
