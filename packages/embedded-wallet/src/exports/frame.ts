// Browser entry of the key frame page: `@latch/embedded-wallet/frame`, with the account API the
// frame speaks (share, recovery and device paths; also what `@latch/auth-server` serves) and the
// Farcaster login API, both kept out of the app's first load.
export { type KeyFrameConfig, readKeyFrameConfig } from '../frame/page/readKeyFrameConfig'
export {
  type KeyFrame,
  type KeyFrameWindow,
  type StartKeyFrameOptions,
  startKeyFrame,
} from '../frame/page/startKeyFrame'
export { ACCOUNT_API_ERROR_CODES, ACCOUNT_API_PATHS } from '../protocol/accountApi'
export {
  FARCASTER_API_ERROR_CODES,
  FARCASTER_API_PATHS,
  type FarcasterStartRequest,
  type FarcasterStartResponse,
  type FarcasterStatusRequest,
  type FarcasterStatusResponse,
} from '../protocol/farcasterApi'
