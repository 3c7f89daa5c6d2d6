// Public API of @latch/core. Named re-exports only; `exports.test.ts` snapshots this list.

export type {
  AccountInfo,
  AdapterContext,
  AdapterEvent,
  Balance,
  ChainAdapter,
  Connector,
  ConnectorType,
  ConnectResult,
  SendParameters,
  SendResult,
  TokenRef,
} from '../adapters/types'
export { SPEC_CONNECTOR_IDS } from '../adapters/types'
export { CONSTANTS, type Constants } from '../constants/constants'
export type {
  AccountActions,
  AccountState,
  AccountTab,
  AccountUser,
  WalletInfo,
} from '../controllers/account/types'
export { ACCOUNT_TABS } from '../controllers/account/types'
export type { Alert, AlertActions, AlertsState, AlertVariant } from '../controllers/alerts/types'
export type { ChainActions, ChainsState } from '../controllers/chains/types'
export type {
  Connection,
  ConnectionActions,
  ConnectionStatus,
  ConnectionsState,
  ConnectMethod,
  ConnectorStatus,
} from '../controllers/connections/types'
export {
  type EventActions,
  type EventsState,
  TRACKED_EVENTS,
  type TrackedEvent,
  type TrackedEventName,
} from '../controllers/events/types'
export type { ModalActions, ModalState } from '../controllers/modal/types'
export type {
  LatchFeatures,
  LatchMetadata,
  LatchOptions,
  OptionsActions,
  OptionsState,
  RemoteFeatures,
} from '../controllers/options/types'
export type { RouterActions, RouterState } from '../controllers/router/types'
export type { SnackActions, SnackState, SnackVariant } from '../controllers/snack/types'
export type {
  AccountDataSource,
  ActivityItem,
  ActivityTransfer,
  NftItem,
  TokenBalance,
} from '../data/AccountDataSource'
export { ALERTS, type AlertName, MESSAGES, type MessageKey, WALLET_ERROR_CODES } from '../errors/catalogue'
export {
  ApiError,
  ConnectionError,
  MethodNotSupportedError,
  ModalClosedError,
  RpcNotAllowedError,
  SiwxError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
  ValidationError,
  WalletRequestError,
} from '../errors/errors'
export { LatchError, type LatchErrorParameters } from '../errors/LatchError'
export { normalizeWalletError, USER_REJECTED_CODES } from '../errors/normalizeWalletError'
export { createLatch } from '../instance/createLatch'
export { defaultIsMobile } from '../instance/defaultIsMobile'
export type {
  AccountSnapshot,
  ConnectParameters,
  Latch,
  LatchSnapshot,
  LatchState,
  NamespaceParameter,
  OpenParameters,
} from '../instance/types'
export { isChainNamespace, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../networks/caip'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
} from '../networks/types'
export {
  isRouterView,
  ROUTER_VIEWS,
  type RouterData,
  type RouterView,
  type RouterWallet,
  type SocialProvider,
  type TransitionDirection,
} from '../router/views'
export type { SiwxMessageData, SiwxSession, SiwxVerifier } from '../siwx/types'
export { createMemoryStore, createStorage, STORAGE_PREFIX, STORAGE_VERSION } from '../storage/createStorage'
export type { KeyValueStore, LatchStorage } from '../storage/types'
