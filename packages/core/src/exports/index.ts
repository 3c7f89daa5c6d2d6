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
export { type WithConnectorOptions, withConnector } from '../adapters/withConnector'
// Data layer: API clients, registry, wallets, caches, analytics, account data.
export { type Analytics, type AnalyticsEvent, createAnalytics } from '../analytics/createAnalytics'
export { createErrorReporter, type ErrorReporter } from '../analytics/createErrorReporter'
export { backoffDelay } from '../api/backoff'
export { type Clock, sleep, systemClock } from '../api/clock'
export {
  type CreateApiClientParameters,
  createApiClient,
  SDK_TYPE,
  SDK_VERSION,
} from '../api/createApiClient'
export { getImage, type ImageKind } from '../api/getImage'
export {
  type GetWalletsQuery,
  type GetWalletsResult,
  getWallets,
  isGetWalletsResponse,
} from '../api/getWallets'
export { createNetworkStatus, type NetworkStatus } from '../api/networkStatus'
export { parseJsonExact } from '../api/parseJsonExact'
export { getAllowedOrigins, getAnalyticsConfig, getProjectConfig } from '../api/projectApi'
export { readJsonBody } from '../api/readJsonBody'
export type { ApiClient, ApiRequestOptions, ApiService, ApiUrls } from '../api/types'
export { addAuthAdapters, authNamespaces } from '../auth/addAuthAdapters'
export { type AuthAdapterOptions, authAdapter } from '../auth/authAdapter'
export { AUTH_MESSAGES } from '../auth/authMessages'
export { fromBase58, toBase58 } from '../auth/base58'
export { encodeNativeOrTokenTransfer, erc20TransferData } from '../auth/encodeTransfer'
export { truncateEmail } from '../auth/truncateEmail'
export type {
  AuthAccountType,
  AuthNamespace,
  AuthProvider,
  AuthRequest,
  AuthUser,
  EmailLoginAction,
  SocialLoginStart,
} from '../auth/types'
export { assertEmail, isValidEmail } from '../auth/validateEmail'
export { withAuthConnector } from '../auth/withAuthConnector'
export { createDataCaches, type DataCaches } from '../cache/createDataCaches'
export { createQueryCache, type QueryCache } from '../cache/createQueryCache'
export { CONSTANTS, type Constants } from '../constants/constants'
export type {
  AccountActions,
  AccountState,
  AccountTab,
  AccountUser,
  WalletInfo,
} from '../controllers/account/types'
export { ACCOUNT_TABS } from '../controllers/account/types'
export {
  type AccountDataContext,
  type AccountDataSourceWithIdentity,
  createAccountDataController,
  createInitialAccountDataState,
} from '../controllers/accountData/createAccountDataController'
export type { AccountDataActions, AccountDataState } from '../controllers/accountData/types'
export type { Alert, AlertActions, AlertsState, AlertVariant } from '../controllers/alerts/types'
export { ApprovalLimitError } from '../controllers/approval/ApprovalLimitError'
export type {
  ApprovalContext,
  ApprovalController,
  ApprovalRequest,
} from '../controllers/approval/createApprovalController'
export {
  APPROVAL_TITLES,
  type ApprovalSummary,
  describeApproval,
} from '../controllers/approval/describeApproval'
export type { ApprovalCall } from '../controllers/approval/describeCall'
export type { ApprovalField } from '../controllers/approval/describeTypedData'
export type { ApprovalActions, ApprovalState, PendingApproval } from '../controllers/approval/types'
export { type AuthContext, PREFERRED_ACCOUNT_TYPE_KEY } from '../controllers/auth/createAuthController'
export { openSocialPopup, SOCIAL_POPUP_TARGET } from '../controllers/auth/openSocialPopup'
export type { AuthActions, AuthState, LatchAuthOptions, SocialPopup } from '../controllers/auth/types'
export {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAMESPACES,
  type NetworkSwitchDecision,
  type NetworkSwitchInput,
  resolveNetworkSwitch,
} from '../controllers/chains/resolveNetworkSwitch'
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
export type { WalletPickerActions } from '../controllers/picker/types'
export type { RouterActions, RouterState } from '../controllers/router/types'
// Send, sign-in, RPC safety, validation and numbers.
export {
  checkSendForm,
  type SendFormCheck,
  type SendFormField,
} from '../controllers/send/checkSendForm'
export { computeMaxSendAmount, type MaxSendInput } from '../controllers/send/computeMaxSendAmount'
export { SEND_MESSAGES } from '../controllers/send/sendMessages'
export { canSendOn, SEND_NAMESPACES, type SendNamespace } from '../controllers/send/sendNamespaces'
export type {
  SendAccount,
  SendActions,
  SendControllerDeps,
  SendEventName,
  SendState,
} from '../controllers/send/types'
export { type ValidatedSend, type ValidateSendInput, validateSend } from '../controllers/send/validateSend'
export {
  createDefaultSiwx,
  type DefaultSiwxOptions,
  SIWX_SESSIONS_KEY,
} from '../controllers/siwx/createDefaultSiwx'
export type {
  SiwxAccount,
  SiwxActions,
  SiwxClient,
  SiwxConfig,
  SiwxControllerDeps,
  SiwxEventName,
  SiwxMessage,
  SiwxState,
} from '../controllers/siwx/types'
export type { SnackActions, SnackState, SnackVariant } from '../controllers/snack/types'
export type { ObjectUrls } from '../controllers/wallets/createWalletImages'
export {
  createInitialWalletsState,
  createWalletsController,
  type WalletsContext,
} from '../controllers/wallets/createWalletsController'
export type { WalletsActions, WalletsOptions, WalletsState } from '../controllers/wallets/types'
export type {
  AccountDataSource,
  ActivityItem,
  ActivityTransfer,
  NftItem,
  TokenBalance,
} from '../data/AccountDataSource'
export { createDataApiSource, type DataApiSource } from '../data/createDataApiSource'
export {
  assertOnrampAmount,
  createOnrampApi,
  type OnrampApi,
  type OnrampPaymentMethod,
  type OnrampQuote,
} from '../data/createOnrampApi'
export {
  createSmartSessionsApi,
  type SmartSession,
  type SmartSessionsApi,
} from '../data/createSmartSessionsApi'
export { createSwapApi, type GasPrice, type SwapApi, type SwapToken } from '../data/createSwapApi'
export {
  type BuiltTransaction,
  createTransactionBuilderApi,
  type SwapParameters,
  type TransactionBuilderApi,
  type UserOperationReceipt,
} from '../data/createTransactionBuilderApi'
export { createWalletAssetsSource } from '../data/createWalletAssetsSource'
export { type DataLayerOptions, DEFAULT_API_URLS, resolveApiUrls } from '../data/dataLayerOptions'
export {
  parseWalletAssets,
  supportsAssetDiscovery,
  type WalletAsset,
  type WalletAssetsResponse,
} from '../data/walletAssets'
export { ALERTS, type AlertName, MESSAGES, type MessageKey, WALLET_ERROR_CODES } from '../errors/catalogue'
export { describeUntrusted, UNTRUSTED_TEXT_MAX } from '../errors/describeUntrusted'
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
export { readUntrustedField } from '../errors/readUntrustedField'
export { createLatch } from '../instance/createLatch'
export { defaultIsMobile } from '../instance/defaultIsMobile'
export type {
  AccountSnapshot,
  ConnectParameters,
  DisconnectWalletParameters,
  Latch,
  LatchSnapshot,
  LatchState,
  NamespaceParameter,
  OpenParameters,
} from '../instance/types'
export { isChainNamespace, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../networks/caip'
export { type ExplorerTarget, explorerUrl } from '../networks/explorerUrl'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
} from '../networks/types'
export { MAX_TOKEN_DECIMALS, NUMBER_MESSAGES } from '../numbers/decimalString'
export { type FormatNumberOptions, formatNumber } from '../numbers/formatNumber'
export { formatUnits } from '../numbers/formatUnits'
export { type DecimalInput, type DecimalMath, loadDecimalMath } from '../numbers/loadDecimalMath'
export { type ParseUnitsOptions, parseUnits } from '../numbers/parseUnits'
export { readBaseUnits } from '../numbers/readBaseUnits'
export { roundDecimal } from '../numbers/roundDecimal'
export { getBundledProviders, getBundledWallets } from '../registry/bundledWallets'
export { monogramIcon, monogramInitials } from '../registry/monogramIcon'
export { isCloseRefused, resolveCloseView, SIGN_IN_GUARDED_VIEWS } from '../router/resolveCloseView'
export { type OpenViewInput, resolveOpenView } from '../router/resolveOpenView'
export {
  isRouterView,
  ROUTER_VIEWS,
  type RouterData,
  type RouterView,
  type RouterWallet,
  type SocialProvider,
  type TransitionDirection,
} from '../router/views'
export { assertRpcAllowed, classifyRpcMethod, type RpcMethodClass } from '../rpc/classifyRpcMethod'
export {
  createSafeRequestGuard,
  type RpcRequest,
  type SafeRequestGuardOptions,
} from '../rpc/createSafeRequestGuard'
export { type FrozenRpcRequest, freezeRpcRequest } from '../rpc/freezeRpcRequest'
export {
  NOT_SAFE_RPC_METHODS,
  type NotSafeRpcMethod,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
} from '../rpc/rpcMethods'
export { bytesToHex } from '../shared/bytesToHex'
export { escapeHtml } from '../shared/escapeHtml'
export { formatWalletLink } from '../shared/formatWalletLink'
export { hexToBytes } from '../shared/hexToBytes'
export { utf8ToHex } from '../shared/utf8ToHex'
export { defineSiwxVerifier, type SiwxVerifierDefinition } from '../siwx/defineSiwxVerifier'
export { findSiwxDataMismatch } from '../siwx/findSiwxDataMismatch'
export { isSameSiwxAccount } from '../siwx/isSameSiwxAccount'
export { isSiwxSession } from '../siwx/isSiwxSession'
export { parseRfc3339DateTime } from '../siwx/parseRfc3339DateTime'
export { SIWX_LIMITS } from '../siwx/siwxLimits'
export {
  SIWX_ERROR_CODES,
  SIWX_MESSAGES,
  type SiwxRefusalReason,
  siwxRefusal,
} from '../siwx/siwxRefusal'
export type {
  SiwxExpectations,
  SiwxMessageData,
  SiwxSession,
  SiwxVerification,
  SiwxVerifier,
} from '../siwx/types'
export { createMemoryStore, createStorage, STORAGE_PREFIX, STORAGE_VERSION } from '../storage/createStorage'
export type { KeyValueStore, LatchStorage } from '../storage/types'
export { assertAccountName, INVALID_ACCOUNT_NAME, isValidAccountName } from '../validation/accountName'
export { addressNamespace } from '../validation/addressNamespace'
export {
  BITCOIN_ADDRESS_WRONG_NETWORK,
  type BitcoinAddressInfo,
  type BitcoinAddressType,
  type BitcoinNetworkKind,
  INVALID_BITCOIN_ADDRESS,
  isValidBitcoinAddress,
  validateBitcoinAddress,
} from '../validation/bitcoinAddress'
export { C32_ALPHABET, c32Address } from '../validation/c32'
export { cloneFrozen, deepFreeze } from '../validation/cloneFrozen'
export { INVALID_EVM_ADDRESS, isEvmAddress, toChecksumAddress } from '../validation/evmAddress'
export {
  assertProposalId,
  assertSessionTopic,
  type ExpiringRecord,
  INVALID_PROPOSAL_ID,
  INVALID_SESSION_TOPIC,
  isExpired,
} from '../validation/pairingRecords'
export { type SafeLinkOptions, toSafeImageUrl, toSafeLinkUrl } from '../validation/safeUrl'
export { isSolanaAddress } from '../validation/solanaAddress'
export {
  INVALID_STACKS_ADDRESS,
  isValidStacksAddress,
  STACKS_ADDRESS_WRONG_NETWORK,
  type StacksAddressInfo,
  type StacksNetworkKind,
  stacksNetworkKind,
  validateStacksAddress,
} from '../validation/stacksAddress'
export { filterSendableTokens } from '../validation/tokenList'
export { normalizeWalletSearch } from '../validation/walletSearch'
export { filterWallets } from '../wallets/filterWallets'
export { connectorToListing, type MergeWalletsParameters, mergeWallets } from '../wallets/mergeWallets'
export { createRecentWallets, type RecentWallets } from '../wallets/recentWallets'
export { createWalletSearch, normalizeSearch, searchWallets } from '../wallets/searchWallets'
export type {
  BundledWallet,
  ExcludedWallet,
  WalletFilterContext,
  WalletListing,
  WalletProviderDescriptor,
} from '../wallets/types'
export { type InstallPlatform, installPlatform, walletInstallLink } from '../wallets/walletInstallLink'
