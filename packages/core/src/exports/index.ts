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
export { isChainNamespace, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../networks/caip'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
} from '../networks/types'
export type { SiwxMessageData, SiwxSession, SiwxVerifier } from '../siwx/types'
export { createMemoryStore, createStorage, STORAGE_PREFIX, STORAGE_VERSION } from '../storage/createStorage'
export type { KeyValueStore, LatchStorage } from '../storage/types'
