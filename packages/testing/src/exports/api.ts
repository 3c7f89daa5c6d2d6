// Public API of @latch/testing/api. Named re-exports only.
export {
  type ApiServer,
  type FailureMode,
  type RecordedRequest,
  type ServerSettings,
  startApiServer,
} from '../api/createApiServer'
export { createManualClock, type ManualClock } from '../api/createManualClock'
export { queryWallets } from '../api/queryWallets'
export { seedAccountData } from '../api/seedAccountData'
export { type SeedWallet, seedWallets } from '../api/seedWallets'
