// `@latch/core/review`: the approval's review as pure functions, for an app or wallet that checks a
// request itself: how a simulation's logs read as the account's balance changes and approvals, the
// risk rules, and the frozen request's hash. The approval loads them with its first request to
// review; they stay out of the main entry, which measures every export. Named re-exports only.

export { decodeEffectLogs } from '../slices/simulation/decodeEffectLogs'
export { flagAllowMode } from '../slices/simulation/flagAllowMode'
export { flagCannotReceive } from '../slices/simulation/flagCannotReceive'
export { flagHighFee, HIGH_FEE_SHARE_DIVISOR } from '../slices/simulation/flagHighFee'
export { flagLookalikeReceiver } from '../slices/simulation/flagLookalikeReceiver'
export { flagNewPermitSpender } from '../slices/simulation/flagNewPermitSpender'
export { flagNoChange } from '../slices/simulation/flagNoChange'
export { flagUnknownFee } from '../slices/simulation/flagUnknownFee'
export { flagWrongChain } from '../slices/simulation/flagWrongChain'
export { frozenRequestHash } from '../slices/simulation/frozenRequestHash'
export { knownCounterparts } from '../slices/simulation/knownCounterparts'
export { previewFlags } from '../slices/simulation/previewFlags'
export { SimulationError, type SimulationErrorCode } from '../slices/simulation/SimulationError'
export { simulateEvmTransaction } from '../slices/simulation/simulateEvmTransaction'
export { simulateSolanaTransaction } from '../slices/simulation/simulateSolanaTransaction'
export { SIMULATION_TIMEOUT_MS } from '../slices/simulation/simulationRpc'
