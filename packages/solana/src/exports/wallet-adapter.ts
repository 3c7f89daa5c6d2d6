// Public API of @latch/solana/wallet-adapter (peer: @solana/wallet-adapter-base). Named re-exports
// only; `walletAdapterExports.test.ts` snapshots this list.
export {
  type WalletAnswerRefusal,
  WalletAnswerRefusedError,
} from '../errors/WalletAnswerRefusedError'
export {
  LatchWalletAdapter,
  type LatchWalletAdapterConfig,
  LatchWalletName,
} from '../walletAdapter/LatchWalletAdapter'
export { LATCH_WALLET_ICON } from '../walletAdapter/latchIcon'
