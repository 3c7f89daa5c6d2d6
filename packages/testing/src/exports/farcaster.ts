// Public API of @latch/testing/farcaster: the Farcaster stand-ins (a test and dev part): the
// loopback relay, the ID registry on the dev chain, and the visitor's Farcaster app. Named
// re-exports only.

export {
  createFarcasterApp,
  type FarcasterApp,
  type FarcasterAppOptions,
  type FarcasterApproval,
  type FarcasterApproved,
} from '../farcaster/createFarcasterApp'
export {
  FARCASTER_ID_REGISTRY_ADDRESS,
  type FarcasterIdRegistry,
  installFarcasterIdRegistry,
} from '../farcaster/installFarcasterIdRegistry'
export type { RelayAuthentication, RelayChannelRequest } from '../farcaster/relayShapes'
export {
  type DevFarcasterApp,
  type DevFarcasterAppOptions,
  startDevFarcasterApp,
} from '../farcaster/startDevFarcasterApp'
export {
  type FarcasterRelay,
  type FarcasterRelayOptions,
  startFarcasterRelay,
} from '../farcaster/startFarcasterRelay'
