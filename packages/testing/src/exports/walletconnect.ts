// Public API of @latch/testing/walletconnect. Named re-exports only.
export { createManualScheduler, type ManualScheduler } from '../walletconnect/createManualScheduler'
export {
  createTestPairingWallet,
  type ReceivedProposal,
  type ReceivedRequest,
  type RequestMode,
  type TestPairingWallet,
  type TestPairingWalletOptions,
} from '../walletconnect/createTestPairingWallet'
export {
  type PairingRelay,
  type PairingRelayOptions,
  type RelayPublishedMessage,
  startPairingRelay,
} from '../walletconnect/relay'
export {
  createWalletSigners,
  encodeBase58,
  type PairingWalletKeys,
  stacksMessageHash,
  verifySolanaMessageSignature,
  type WalletSigners,
} from '../walletconnect/walletSigners'
