// App-side entry of @latch/embedded-wallet: the AuthProvider for createLatch({ auth }), and the
// protocols it speaks (auth-service API, key-frame messages).

export {
  createFrameChannel,
  FRAME_CHANNEL_ERROR_CODES,
  type FrameChannel,
  type FrameChannelOptions,
} from '../client/createFrameChannel'
export * from '../protocol/api'
export * from '../protocol/frame'
export {
  WALLET_CHALLENGE_PATTERN,
  type WalletProofFields,
  walletProofMessage,
} from '../protocol/walletProof'
export { type AuthCall, type AuthClient, createAuthClient } from '../provider/createAuthClient'
export { createEmbeddedWallet } from '../provider/createEmbeddedWallet'
export {
  createSessionStore,
  type SessionStorageLike,
  type SessionStore,
} from '../provider/createSessionStore'
export { type EvmRequestContext, handleEvmRequest } from '../provider/handleEvmRequest'
export { handleSolanaRequest, type SolanaRequestContext } from '../provider/handleSolanaRequest'
export { jsonRpc } from '../provider/jsonRpc'
export { EMBEDDED_WALLET_MESSAGES } from '../provider/messages'
export type { FrameSigner } from '../provider/requestChecks'
export type { EmbeddedWalletOptions, EmbeddedWalletToken, KeyFrameChannel } from '../provider/types'
export { walletAssets, walletCapabilities } from '../provider/walletAssets'
