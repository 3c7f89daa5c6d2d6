// App-side entry of @latch/embedded-wallet: the AuthProvider for createLatch({ auth }), and the
// protocols it speaks (auth-service API, key-frame messages).

export {
  createFrameChannel,
  FRAME_CHANNEL_ERROR_CODES,
  type FrameChannel,
  type FrameChannelOptions,
} from '../client/createFrameChannel'
export {
  type AccountTypeRequest,
  API_ERROR_CODES,
  API_PATHS,
  type ApiErrorBody,
  type ApiPasskey,
  type ApiUser,
  type DeviceApproveRequest,
  type DeviceApproveResponse,
  type DeviceStatusResponse,
  type DevMail,
  type DevMailboxResponse,
  type EmailChangeOtpRequest,
  type EmailChangeRef,
  type EmailChangeRequest,
  type EmailChangeResponse,
  type EmailStartRequest,
  type EmailStartResponse,
  type EmailVerifyRequest,
  type LoginRef,
  type PasskeyLoginResponse,
  type PasskeyOptionsResponse,
  type PasskeyPrfBoxRequest,
  type PasskeyRegisterResponse,
  type PasskeyRemoveRequest,
  type PasskeysResponse,
  type PasskeyVerifyRequest,
  type SessionResponse,
  type SocialFinishRequest,
  type SocialResultMessage,
  type SocialStartRequest,
  type SocialStartResponse,
  type UserResponse,
  type WalletChallengeResponse,
  type WalletRegisterRequest,
} from '../protocol/api'
export {
  FRAME_CHANNEL,
  FRAME_ERROR_CODES,
  type FrameAccounts,
  type FrameEvmTransaction,
  type FrameMethod,
  type FrameMethods,
  type FrameReady,
  type FrameRequest,
  type FrameResponse,
  type FrameSession,
  type FrameSignedAuthorization,
  type FrameUserOperation,
} from '../protocol/frame'
export {
  WALLET_CHALLENGE_PATTERN,
  type WalletProofFields,
  walletProofMessage,
} from '../protocol/walletProof'
export {
  type AuthCall,
  type AuthClient,
  type AuthServiceFailure,
  createAuthClient,
} from '../provider/createAuthClient'
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
export type {
  EmbeddedSmartAccountOptions,
  EmbeddedWallet,
  EmbeddedWalletAccount,
  EmbeddedWalletDevice,
  EmbeddedWalletOptions,
  EmbeddedWalletPasskey,
  EmbeddedWalletToken,
  KeyFrameChannel,
} from '../provider/types'
export { walletAssets, walletCapabilities } from '../provider/walletAssets'
