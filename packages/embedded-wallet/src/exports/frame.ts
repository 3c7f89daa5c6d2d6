// Browser entry of the key frame page: `@latch/embedded-wallet/frame`.
export { type KeyFrameConfig, readKeyFrameConfig } from '../frame/page/readKeyFrameConfig'
export {
  type KeyFrame,
  type KeyFrameWindow,
  type StartKeyFrameOptions,
  startKeyFrame,
} from '../frame/page/startKeyFrame'
