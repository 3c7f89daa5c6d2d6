// Public API of @latch/testing: see the per-chain entries @latch/testing/evm, /solana, /stacks,
// /walletconnect, /api (the local wallet-registry and data API server) and /oauth (the local OAuth
// provider stand-in). The main entry holds what every local world needs.
export { TEST_KIT_ERROR_CODES, TestKitError, type TestKitErrorCode } from '../errors/TestKitError'
export { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
export { reserveLoopbackPort } from '../net/reserveLoopbackPort'
