// Public API of @latch/stacks/validation: the checks the adapter runs before any wallet contact,
// the per-wallet wire shaping, result and error normalisation, CAIP-122 messages and signature
// verification. Named re-exports only; `exports.test.ts` snapshots this list.

export { normalizeStacksWalletError } from '../errors/normalizeStacksWalletError'
export { findRejectionReason } from '../errors/TransactionRejectedError'
export { normalizeWalletResult } from '../request/normalizeWalletResult'
export {
  type BitcoinRequestContext,
  prepareGetAddresses,
  prepareSendTransfer,
  prepareSignMessage,
  prepareSignPsbt,
} from '../request/prepareBitcoinParams'
export { prepareStacksParams } from '../request/prepareStacksParams'
export { type PrepareContext, prepareWalletParams } from '../request/prepareWalletParams'
export { unwrapWalletResponse } from '../request/unwrapWalletResponse'
export { formatCaip122, parseCaip122 } from '../siwx/caip122'
export { createStacksSip018Siwx, type Sip018SiwxVerifier } from '../siwx/createStacksSip018Siwx'
export { hashBitcoinMessage } from '../siwx/hashBitcoinMessage'
export { hashSip018Message } from '../siwx/hashSip018Message'
export { hashStacksMessage } from '../siwx/hashStacksMessage'
export { decodeSip018SignIn, encodeSip018Domain, encodeSip018SignIn } from '../siwx/sip018SignIn'
export { verifyBitcoinMessageSignature } from '../siwx/verifyBitcoinMessageSignature'
export { verifyStacksHashSignature } from '../siwx/verifyStacksHashSignature'
export { verifyStacksMessageSignature } from '../siwx/verifyStacksMessageSignature'
export { verifyStacksSip018Signature } from '../siwx/verifyStacksSip018Signature'
export { assertBitcoinAddress, type BitcoinNetworkKind } from '../validation/assertBitcoinAddress'
export { assertClarityValue } from '../validation/assertClarityValue'
export { assertPostCondition } from '../validation/assertPostCondition'
export {
  assertContractName,
  assertContractPrincipal,
  assertStacksAddress,
} from '../validation/assertStacksAddress'
export {
  describeStacksTransaction,
  type StacksTransactionDescription,
  type StacksTransactionType,
} from '../validation/describeStacksTransaction'
export { C32_ALPHABET, encodeStacksAddress } from '../validation/encodeStacksAddress'
export {
  assertClarityInt,
  assertClarityString,
  assertClarityUint,
  assertFixedBytes,
  assertMemo,
  assertUint64,
  type FixedBytesKind,
} from '../validation/limits'
