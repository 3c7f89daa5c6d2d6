// Public API of @latch/solana/kit (peer: @solana/kit, types only). Named re-exports only;
// `kitExports.test.ts` snapshots this list.
export { type WalletAnswerRefusal, WalletAnswerRefusedError } from '../errors/WalletAnswerRefusedError'
export { createLatchKitSigner, type LatchKitSigner } from '../kit/createLatchKitSigner'
