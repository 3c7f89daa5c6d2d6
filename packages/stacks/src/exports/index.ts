// Public API of @latch/stacks: the adapters, discovery, networks and types. Validation, wire
// shaping and signature verification are in @latch/stacks/validation, so the initial bundle stays
// small. Named re-exports only; `exports.test.ts` snapshots this list.

export {
  createStacksAdapters,
  type StacksAdaptersOptions,
  type StacksChainAdapter,
} from '../adapter/createStacksAdapters'
export { createWalletSession, type WalletSession } from '../adapter/createWalletSession'
export type { WalletSessionEvent } from '../adapter/walletSessionEvent'
export type { ExternalStacksWallet, WalletSessionOptions } from '../adapter/walletSessionTypes'
export { createEsploraAccountData } from '../data/createEsploraAccountData'
export { createStacksAccountData } from '../data/createStacksAccountData'
export type { FetchLike } from '../data/fetchJson'
export {
  REJECTION_REASONS,
  type RejectionReason,
  TransactionRejectedError,
} from '../errors/TransactionRejectedError'
export { networkKind } from '../networks/networkKind'
export { NETWORK_REFERENCES } from '../networks/networkReferences'
export { defineBitcoinNetwork, defineStacksNetwork } from '../networks/stacksNetworks'
export { createWalletPicker, type WalletPicker, type WalletPickerState } from '../picker/createWalletPicker'
export { createProviderTransport } from '../request/createProviderTransport'
export type { StacksLatchProvider } from '../request/latchProviders'
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
export type { StacksWalletTransport } from '../request/StacksWalletTransport'
export { isWbipProvider, type WbipProvider } from '../request/WbipProvider'
export type { WalletDialect, WalletProviderDescriptor } from '../request/walletProviderDescriptor'
export { createBitcoinSiwx } from '../siwx/createBitcoinSiwx'
export { createStacksSiwx } from '../siwx/createStacksSiwx'
export type { StacksNetworkKind } from '../validation/assertStacksAddress'
export type { AmountInput } from '../validation/limits'
export { KNOWN_WALLETS } from '../wallets/descriptors'
export { type DiscoveredWallet, discoverWallets, REGISTRATION_LISTS } from '../wallets/discoverWallets'
export { findParentFrameProvider } from '../wallets/findParentFrameProvider'
export { monogramIcon } from '../wallets/monogramIcon'
export type { SessionWallet } from '../wallets/sessionWallet'
