// Node entry of the key frame server: `@latch/embedded-wallet/frame-server`.
export { createFrameScriptCache, type FrameScriptCache } from '../frame/server/buildFrameScript'
export {
  type KeyFrameServer,
  type KeyFrameServerOptions,
  startKeyFrameServer,
} from '../frame/server/startKeyFrameServer'
