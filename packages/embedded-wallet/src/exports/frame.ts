// Browser entry of the key frame page: `@latch/embedded-wallet/frame`, with the account API the
// frame speaks (share, recovery and device paths; also what `@latch/auth-server` serves).
export { type KeyFrameConfig, readKeyFrameConfig } from '../frame/page/readKeyFrameConfig'
export {
  type KeyFrame,
  type KeyFrameWindow,
  type StartKeyFrameOptions,
  startKeyFrame,
} from '../frame/page/startKeyFrame'
export { ACCOUNT_API_ERROR_CODES, ACCOUNT_API_PATHS } from '../protocol/accountApi'
