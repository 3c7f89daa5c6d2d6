// `@latch/core/testing`: the test doubles core's own tests use, for tests of code built on core
// (@latch/react's view tests, an app's unit tests): an in-memory chain adapter and test networks, an
// in-memory sign-in session store, a stand-in social-login popup; and `checkDescriptors`, which
// checks an app's ERC-7730 files as the approval will (the approval leaves a refused one out
// without a word). For tests only: no entry of core imports it, so it is never in an app's bundle,
// and it needs nothing core does not declare (the reference auth provider, which signs with viem,
// stays with core's own tests).
// Named re-exports only; `exports.test.ts` snapshots this list.

export { createFakePopup } from '../slices/auth/testing/createFakePopup'
export { REFERENCE_SOCIAL_ORIGIN } from '../slices/auth/testing/referenceSocialOrigin'
export { ClearSigningError, type ClearSigningErrorCode } from '../slices/clearSigning/ClearSigningError'
export { checkDescriptors } from '../slices/clearSigning/clearSignTransaction'
export type { ClearDescriptor } from '../slices/clearSigning/descriptor'
export {
  createMemoryAdapter,
  type MemoryAdapter,
  type MemoryAdapterOptions,
  testConnector,
  testNetworks,
} from '../testing/memoryAdapter'
export { memorySiwx } from '../testing/memorySiwx'
export type { MemoryWalletControls } from '../testing/memoryWallet'
