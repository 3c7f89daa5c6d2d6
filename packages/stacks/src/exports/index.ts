// Public API of @latch/stacks. Named re-exports only; `exports.test.ts` snapshots this list.

export {
  createStacksAdapters,
  type StacksAdaptersOptions,
  type StacksChainAdapter,
} from '../adapter/createStacksAdapters'
export {
  createWalletSession,
  type ExternalStacksWallet,
  type SessionWallet,
  type WalletSession,
  type WalletSessionEvent,
  type WalletSessionOptions,
} from '../adapter/createWalletSession'
export { createEsploraAccountData } from '../data/createEsploraAccountData'
export { createStacksAccountData } from '../data/createStacksAccountData'
export type { FetchLike } from '../data/fetchJson'
export { normalizeStacksWalletError } from '../errors/normalizeStacksWalletError'
export {
  findRejectionReason,
  REJECTION_REASONS,
  type RejectionReason,
  TransactionRejectedError,
} from '../errors/TransactionRejectedError'
export {
  defineBitcoinNetwork,
  defineStacksNetwork,
  NETWORK_REFERENCES,
  networkKind,
} from '../networks/stacksNetworks'
export { createProviderTransport } from '../request/createProviderTransport'
export {
  type AddressPurpose,
  type MessageSignature,
  STACKS_METHODS,
  type StacksMethod,
  type StacksMethodMap,
  type StacksMethodParams,
  type StacksMethodResult,
  type TxResult,
  type WalletAddress,
} from '../request/methods'
export { normalizeWalletResult } from '../request/normalizeWalletResult'
export { type PrepareContext, prepareWalletParams } from '../request/prepareWalletParams'
export type { StacksWalletTransport } from '../request/StacksWalletTransport'
export { unwrapWalletResponse } from '../request/unwrapWalletResponse'
export { formatCaip122, parseCaip122 } from '../siwx/caip122'
export { createBitcoinSiwx } from '../siwx/createBitcoinSiwx'
export { createStacksSiwx } from '../siwx/createStacksSiwx'
export { hashBitcoinMessage } from '../siwx/hashBitcoinMessage'
export { hashStacksMessage } from '../siwx/hashStacksMessage'
export { verifyBitcoinMessageSignature } from '../siwx/verifyBitcoinMessageSignature'
export { verifyStacksMessageSignature } from '../siwx/verifyStacksMessageSignature'
export { assertBitcoinAddress, type BitcoinNetworkKind } from '../validation/assertBitcoinAddress'
export { assertClarityValue } from '../validation/assertClarityValue'
export { assertPostCondition } from '../validation/assertPostCondition'
export {
  assertContractName,
  assertContractPrincipal,
  assertStacksAddress,
  type StacksNetworkKind,
} from '../validation/assertStacksAddress'
export {
  describeStacksTransaction,
  type StacksTransactionDescription,
  type StacksTransactionType,
} from '../validation/describeStacksTransaction'
export { C32_ALPHABET, encodeStacksAddress } from '../validation/encodeStacksAddress'
export {
  type AmountInput,
  assertClarityInt,
  assertClarityString,
  assertClarityUint,
  assertFixedBytes,
  assertMemo,
  assertUint64,
  type FixedBytesKind,
} from '../validation/limits'
export { KNOWN_WALLETS, type WalletDialect, type WalletProviderDescriptor } from '../wallets/descriptors'
export { type DiscoveredWallet, discoverWallets, REGISTRATION_LISTS } from '../wallets/discoverWallets'
export { findParentFrameProvider } from '../wallets/findParentFrameProvider'
export { monogramIcon } from '../wallets/monogramIcon'
export { isWbipProvider, type WbipProvider } from '../wallets/WbipProvider'
