// Public API of @latch/testing/walletconnect. Named re-exports only.
// The one manual clock (also in @latch/testing/api): drives the pairing connector's `clock` option.
export { createManualClock, type ManualClock } from '../api/createManualClock'
export {
  createTestPairingWallet,
  type PairingSignInPayload,
  type ReceivedProposal,
  type ReceivedRequest,
  type RequestMode,
  type TestPairingSignIn,
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
