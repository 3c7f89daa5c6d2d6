// `@latch/core/kit`: the public API of @latch/core except `createLatch` and the i18n option types:
// the errors, networks, validation, RPC safety, SIWX verification, storage and HTTP helpers the
// adapter, wallet and server packages build on. It never reaches the instance (and so none of its
// lazily imported slices). This is the one list of those names: the main entry (index.ts) re-exports
// them all by name. Named re-exports only; `exports.test.ts` checks both entries.

export type {
  AccountDataSource,
  ActivityItem,
  ActivityTransfer,
  NftItem,
  TokenBalance,
} from '../adapters/AccountDataSource'
export type { AdapterDiscovery } from '../adapters/adapterDiscovery'
export { lazyAccountDataSource } from '../adapters/lazyAccountDataSource'
export { type LazyChainAdapterShape, lazyChainAdapter } from '../adapters/lazyChainAdapter'
export { lazySiwxVerifier } from '../adapters/lazySiwxVerifier'
export type { PairingSource, PairingSourceState } from '../adapters/PairingSource'
export { PAIRING_CONNECTOR_ID } from '../adapters/pairingConnectorId'
export type {
  PostConditionPreview,
  PsbtPreviewInput,
  PsbtPreviewOutput,
  SolanaTransferPreview,
} from '../adapters/previewParts'
export type { PreviewRequest, PreviewState, RequestPreview } from '../adapters/requestPreview'
export type {
  ConnectAndSignIn,
  ConnectAndSignInParameters,
  ConnectAndSignInResult,
  SignedInRecap,
  SignInConnect,
  SignInConnectAdapter,
  SiwxSignInRequest,
} from '../adapters/signInConnectTypes'
export type {
  AdapterSiwxVerifier,
  SiwxExpectations,
  SiwxMessageData,
  SiwxSession,
  SiwxVerification,
  SiwxVerifier,
} from '../adapters/siwxTypes'
export type {
  AccountInfo,
  AdapterContext,
  AdapterEvent,
  Balance,
  ChainAdapter,
  Connector,
  ConnectorType,
  ConnectResult,
  LatchProvider,
  LatchProviders,
  PreparedSend,
  SendParameters,
  SendResult,
  TokenRef,
} from '../adapters/types'
export { SPEC_CONNECTOR_IDS } from '../adapters/types'
export { type WithConnectorOptions, withConnector } from '../adapters/withConnector'
export { backoffDelay } from '../http/backoff'
export {
  type CreateApiClientParameters,
  createApiClient,
  SDK_TYPE,
  SDK_VERSION,
} from '../http/createApiClient'
export { getImage, type ImageKind } from '../http/getImage'
export { createNetworkStatus, type NetworkStatus } from '../http/networkStatus'
export { parseJsonExact } from '../http/parseJsonExact'
export { readBodyCapped } from '../http/readBodyCapped'
export { readJsonBody } from '../http/readJsonBody'
export type { ApiClient, ApiRequestOptions, ApiService, ApiUrls } from '../http/types'
export { defaultIsMobile } from '../instance/defaultIsMobile'
export type {
  AccountSnapshot,
  ConnectParameters,
  DisconnectWalletParameters,
  NamespaceParameter,
  OpenParameters,
} from '../instance/latchParameters'
export type { LatchSnapshot, LatchState } from '../instance/latchState'
export type { LatchOptions } from '../instance/options'
export type { Latch } from '../instance/types'
export type {
  AccountActions,
  AccountState,
  AccountTab,
  AccountUser,
  WalletInfo,
} from '../kernel/account/types'
export { ACCOUNT_TABS } from '../kernel/account/types'
export type { Alert, AlertActions, AlertsState, AlertVariant } from '../kernel/alerts/types'
export { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_NAMESPACES } from '../kernel/chains/authConnector'
export {
  type NetworkSwitchDecision,
  type NetworkSwitchInput,
  resolveNetworkSwitch,
} from '../kernel/chains/resolveNetworkSwitch'
export type { ChainActions, ChainsState } from '../kernel/chains/types'
export { findPairingSource } from '../kernel/connections/findPairingSource'
export { selectConnectors } from '../kernel/connections/selectConnectors'
export { selectStayingWallets } from '../kernel/connections/selectStayingWallets'
export type {
  Connection,
  ConnectionActions,
  ConnectionReference,
  ConnectionStatus,
  ConnectionsState,
  ConnectorStatus,
  SwitchConnectionOptions,
  WalletConnection,
} from '../kernel/connections/types'
export {
  type EventActions,
  type EventsState,
  TRACKED_EVENTS,
  type TrackedEvent,
  type TrackedEventName,
} from '../kernel/events/types'
export type { LogBuffer, LogEntry, LogLevel } from '../kernel/log/types'
export { memoizeSelector } from '../kernel/memoizeSelector'
export type { ModalActions, ModalState } from '../kernel/modal/types'
export { selectIsMultiWalletEnabled } from '../kernel/options/selectIsMultiWalletEnabled'
export type {
  ConnectMethod,
  LatchFeatures,
  LatchMetadata,
  OptionsActions,
  OptionsState,
  RemoteFeatures,
} from '../kernel/options/types'
export { pickerFallbackNamespace } from '../kernel/picker/pickerFallbackNamespace'
export type { WalletPickerActions } from '../kernel/picker/types'
export { isCloseRefused, resolveCloseView, SIGN_IN_GUARDED_VIEWS } from '../kernel/router/resolveCloseView'
export { type OpenViewInput, resolveOpenView } from '../kernel/router/resolveOpenView'
export type { RouterActions, RouterState } from '../kernel/router/types'
export {
  isRouterView,
  ROUTER_VIEWS,
  type RouterData,
  type RouterView,
  type RouterWallet,
  type SocialProvider,
  type TransitionDirection,
} from '../kernel/router/views'
export { type KernelSelectable, selectActiveNetwork, selectIsConnected } from '../kernel/selectors'
export { selectWalletImage } from '../kernel/selectWalletImage'
export type { SnackActions, SnackState, SnackVariant } from '../kernel/snack/types'
export {
  selectConnectedNamespaces,
  selectDisplayedConnections,
  selectModalFrame,
  selectNetwork,
  selectTokenBalance,
} from '../kernel/viewSelectors'
export { bytesToHex } from '../shared/bytesToHex'
export { createQueryCache, type QueryCache } from '../shared/cache/createQueryCache'
export { type Clock, sleep, systemClock } from '../shared/clock/clock'
export { CONSTANTS, type Constants } from '../shared/constants/constants'
export { STACKS_NATIVE_DECIMALS } from '../shared/constants/firstLoadConstants'
export { fromBase58, toBase58 } from '../shared/encoding/base58'
export {
  ALERTS,
  type AlertName,
  MESSAGES,
  type MessageKey,
  WALLET_ERROR_CODES,
} from '../shared/errors/catalogue'
export { describeUntrusted, UNTRUSTED_TEXT_MAX } from '../shared/errors/describeUntrusted'
// error codes: one union per error class
export type {
  ApiErrorCode,
  AuthServiceRelayedErrorCode,
  ConnectionErrorCode,
  FrameRelayedErrorCode,
  HttpErrorCode,
  HttpErrorStatus,
  RelayedErrorCode,
  RpcErrorCode,
  SiwxErrorCode,
  ValidationErrorCode,
  WalletRequestErrorCode,
} from '../shared/errors/errorCodes'
export { SIWX_ERROR_CODE_LIST } from '../shared/errors/errorCodes'
export {
  ApiError,
  ConnectionError,
  type FixedCodeErrorClass,
  MethodNotSupportedError,
  ModalClosedError,
  RpcNotAllowedError,
  SiwxError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
  ValidationError,
  WalletRequestError,
} from '../shared/errors/errors'
export { FAILED_TO_CONNECT } from '../shared/errors/failedToConnect'
export { FIRST_LOAD_MESSAGES } from '../shared/errors/firstLoadCatalogue'
export { LatchError, type LatchErrorParameters } from '../shared/errors/LatchError'
export { normalizeWalletError, USER_REJECTED_CODES } from '../shared/errors/normalizeWalletError'
export { readUntrustedField } from '../shared/errors/readUntrustedField'
export { toHttpErrorCode } from '../shared/errors/toHttpErrorCode'
export { escapeHtml } from '../shared/escapeHtml'
export { hexToBytes } from '../shared/hexToBytes'
export { type Lazy, lazy, withLoaded } from '../shared/lazy/lazy'
export { assertSafeWalletLink } from '../shared/links/assertSafeWalletLink'
export { formatWalletLink } from '../shared/links/formatWalletLink'
export { isChainNamespace, parseCaipNetworkId } from '../shared/networks/caip'
export { parseCaipAddress, toCaipAddress } from '../shared/networks/caipAddress'
export { type ExplorerTarget, explorerUrl } from '../shared/networks/explorerUrl'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
} from '../shared/networks/types'
export { BITCOIN_WALLET_METHODS, STACKS_WALLET_METHODS } from '../shared/networks/walletMethods'
export { MAX_TOKEN_DECIMALS, NUMBER_MESSAGES } from '../shared/numbers/decimalString'
export { type FormatNumberOptions, formatNumber } from '../shared/numbers/formatNumber'
export { formatUnits } from '../shared/numbers/formatUnits'
export { type DecimalInput, type DecimalMath, loadDecimalMath } from '../shared/numbers/loadDecimalMath'
export { type ParseUnitsOptions, parseUnits } from '../shared/numbers/parseUnits'
export { readBaseUnits } from '../shared/numbers/readBaseUnits'
export { roundDecimal } from '../shared/numbers/roundDecimal'
export { assertRpcAllowed, classifyRpcMethod, type RpcMethodClass } from '../shared/rpc/classifyRpcMethod'
export {
  createSafeRequestGuard,
  type RpcRequest,
  type SafeRequestGuardOptions,
} from '../shared/rpc/createSafeRequestGuard'
export { type FrozenRpcRequest, freezeRpcRequest } from '../shared/rpc/freezeRpcRequest'
export {
  NOT_SAFE_RPC_METHODS,
  type NotSafeRpcMethod,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
} from '../shared/rpc/rpcMethods'
export { runInTransaction, type TransactionClient } from '../shared/sql/runInTransaction'
export {
  createMemoryStore,
  createStorage,
  STORAGE_PREFIX,
  STORAGE_VERSION,
} from '../shared/storage/createStorage'
export type { KeyValueStore, LatchStorage } from '../shared/storage/types'
export { utf8ToHex } from '../shared/utf8ToHex'
export { assertAccountName, INVALID_ACCOUNT_NAME, isValidAccountName } from '../shared/validation/accountName'
export { addressNamespace } from '../shared/validation/addressNamespace'
export {
  BITCOIN_ADDRESS_WRONG_NETWORK,
  type BitcoinAddressInfo,
  type BitcoinAddressType,
  type BitcoinNetworkKind,
  INVALID_BITCOIN_ADDRESS,
  isValidBitcoinAddress,
  validateBitcoinAddress,
} from '../shared/validation/bitcoinAddress'
export { C32_ALPHABET, c32Address } from '../shared/validation/c32'
export { cloneFrozen, deepFreeze } from '../shared/validation/cloneFrozen'
export { isEvmAddress, readEvmAddress, toChecksumAddress } from '../shared/validation/evmAddress'
export { INVALID_EVM_ADDRESS } from '../shared/validation/invalidEvmAddress'
export { isEvmAddressShape } from '../shared/validation/isEvmAddressShape'
export { HEX_SIGNATURE_MAX_CHARS, isHexSignature } from '../shared/validation/isHexSignature'
export { isSameAddress } from '../shared/validation/isSameAddress'
export { isSolanaSignature } from '../shared/validation/isSolanaSignature'
export { isTxHash } from '../shared/validation/isTxHash'
export {
  assertProposalId,
  assertSessionTopic,
  type ExpiringRecord,
  INVALID_PROPOSAL_ID,
  INVALID_SESSION_TOPIC,
  isExpired,
} from '../shared/validation/pairingRecords'
export { toSafeImageUrl } from '../shared/validation/safeImageUrl'
export { type SafeLinkOptions, toSafeLinkUrl } from '../shared/validation/safeUrl'
export { isSolanaAddress } from '../shared/validation/solanaAddress'
export {
  INVALID_STACKS_ADDRESS,
  isValidStacksAddress,
  STACKS_ADDRESS_WRONG_NETWORK,
  type StacksAddressInfo,
  type StacksNetworkKind,
  stacksNetworkKind,
  validateStacksAddress,
} from '../shared/validation/stacksAddress'
export { filterSendableTokens } from '../shared/validation/tokenList'
export { normalizeWalletSearch } from '../shared/validation/walletSearch'
export {
  type ActivityTransferKind,
  activityTransferKind,
} from '../slices/accountData/activityTransferKind'
export type {
  AccountDataContext,
  AccountDataSourceWithIdentity,
} from '../slices/accountData/createAccountDataController'
export type { DataCaches } from '../slices/accountData/createDataCaches'
export {
  parseWalletAssets,
  supportsAssetDiscovery,
  type WalletAsset,
  type WalletAssetsResponse,
} from '../slices/accountData/sources/walletAssets'
export type { AccountDataActions, AccountDataState } from '../slices/accountData/types'
export { ApprovalLimitError } from '../slices/auth/approval/ApprovalLimitError'
export type {
  ApprovalContext,
  ApprovalController,
  ApprovalRequest,
} from '../slices/auth/approval/createApprovalController'
export { type ApprovalSummary, describeApproval } from '../slices/auth/approval/describeApproval'
export type { ApprovalField } from '../slices/auth/approval/describeTypedData'
export type {
  ApprovalActions,
  ApprovalState,
  PendingApproval,
  RequestReview,
} from '../slices/auth/approval/types'
export type { AuthContext } from '../slices/auth/createAuthController'
export { openSocialPopup, SOCIAL_POPUP_TARGET } from '../slices/auth/openSocialPopup'
export { PREFERRED_ACCOUNT_TYPE_KEY } from '../slices/auth/preferredAccountType'
export { addAuthAdapters } from '../slices/auth/provider/addAuthAdapters'
export { authAdapter } from '../slices/auth/provider/authAdapter'
export type { AuthAdapterOptions } from '../slices/auth/provider/authAdapterOptions'
export { AUTH_MESSAGES } from '../slices/auth/provider/authMessages'
export { authNamespaces } from '../slices/auth/provider/authNamespaces'
export { encodeNativeOrTokenTransfer, erc20TransferData } from '../slices/auth/provider/encodeTransfer'
export { truncateEmail } from '../slices/auth/provider/truncateEmail'
export type {
  AuthAccountType,
  AuthNamespace,
  AuthProvider,
  AuthRequest,
  AuthSmartAccount,
  AuthUser,
  EmailLoginAction,
  PasskeyLoginMode,
  SocialLoginStart,
} from '../slices/auth/provider/types'
export { assertEmail, isValidEmail } from '../slices/auth/provider/validateEmail'
export { withAuthConnector } from '../slices/auth/provider/withAuthConnector'
export type { AuthActions, AuthState, LatchAuthOptions, SocialPopup } from '../slices/auth/types'
// Send, sign-in, RPC safety, validation and numbers.
export type { CallsErrorCode } from '../slices/calls/CallsError'
export type {
  Call,
  CallReceipt,
  CallsActions,
  CallsCapability,
  CallsStatus,
  SendCallsParameters,
  SendCallsReturnType,
} from '../slices/calls/types'
export type {
  CallField,
  CallInWords,
  ClearSigningOptions,
  ClearSigningToken,
  MessageInWords,
  RiskFlag,
} from '../slices/clearSigning/types'
// Data layer: API clients, registry, wallets, caches, analytics, account data.
export {
  type Analytics,
  type AnalyticsEvent,
  createAnalytics,
} from '../slices/hostedData/analytics/createAnalytics'
export { createErrorReporter, type ErrorReporter } from '../slices/hostedData/analytics/createErrorReporter'
export type { DataApiSource } from '../slices/hostedData/createDataApiSource'
export {
  assertOnrampAmount,
  createOnrampApi,
  type OnrampApi,
  type OnrampPaymentMethod,
  type OnrampQuote,
} from '../slices/hostedData/createOnrampApi'
export {
  createSmartSessionsApi,
  type SmartSession,
  type SmartSessionsApi,
} from '../slices/hostedData/createSmartSessionsApi'
export {
  createSwapApi,
  type GasPrice,
  type SwapApi,
  type SwapToken,
} from '../slices/hostedData/createSwapApi'
export {
  type BuiltTransaction,
  createTransactionBuilderApi,
  type SwapParameters,
  type TransactionBuilderApi,
  type UserOperationReceipt,
} from '../slices/hostedData/createTransactionBuilderApi'
export {
  type DataLayerOptions,
  DEFAULT_API_URLS,
  resolveApiUrls,
} from '../slices/hostedData/dataLayerOptions'
export {
  getAllowedOrigins,
  getAnalyticsConfig,
  getProjectConfig,
} from '../slices/hostedData/project/projectApi'
export { LocaleError } from '../slices/i18n/LocaleError'
export { type AddFamilyWalletTarget, addFamilyWallet } from '../slices/multiWallet/addFamilyWallet'
export {
  type ProfileConnectionRow,
  type ProfileFamily,
  type ProfileFamilyId,
  selectProfileFamilies,
} from '../slices/multiWallet/selectProfileFamilies'
export type { PermissionInWords } from '../slices/permissions/describePermissions'
export type { PermissionsErrorCode } from '../slices/permissions/PermissionsError'
export type {
  PermissionGrant,
  PermissionRequest,
  PermissionRule,
  PermissionsActions,
  PermissionsParameters,
} from '../slices/permissions/types'
export { checkSend, type ValidateSendInput } from '../slices/send/checkSend'
export type {
  SendCheckResult,
  SendFieldProblem,
  SendFormCheck,
  SendFormField,
  SendIssue,
  ValidatedSend,
} from '../slices/send/sendCheckTypes'
export type { SendControllerDeps } from '../slices/send/sendControllerDeps'
export { SEND_MESSAGES } from '../slices/send/sendMessages'
export { canSendOn, type SendNamespace } from '../slices/send/sendNamespaces'
export type { SendAccount, SendActions, SendEventName, SendState } from '../slices/send/types'
export { validateSend } from '../slices/send/validateSend'
// Review before approval: its types (the rules themselves are `@latch/core/review`).
export type { SimulationErrorCode } from '../slices/simulation/SimulationError'
export type { BalanceChange, EffectLog, GrantedApproval, Simulation } from '../slices/simulation/types'
export {
  createDefaultSiwx,
  type DefaultSiwxOptions,
  SIWX_SESSIONS_KEY,
} from '../slices/siwx/createDefaultSiwx'
export { formatSiwxText } from '../slices/siwx/text/formatSiwxText'
export { parseSiwxText } from '../slices/siwx/text/parseSiwxText'
export type { SiwxText, SiwxTextField, SiwxTextLayout } from '../slices/siwx/text/siwxTextLayout'
export { siwxTextToData } from '../slices/siwx/text/siwxTextToData'
export type {
  SiwxAccount,
  SiwxActions,
  SiwxClient,
  SiwxConfig,
  SiwxControllerDeps,
  SiwxEventName,
  SiwxMessage,
  SiwxState,
} from '../slices/siwx/types'
export { defineSiwxVerifier, type SiwxVerifierDefinition } from '../slices/siwx/verify/defineSiwxVerifier'
export { findSiwxDataMismatch } from '../slices/siwx/verify/findSiwxDataMismatch'
export { isSameSiwxAccount } from '../slices/siwx/verify/isSameSiwxAccount'
export { isSiwxSession } from '../slices/siwx/verify/isSiwxSession'
export { parseRfc3339DateTime } from '../slices/siwx/verify/parseRfc3339DateTime'
export { SIWX_LIMITS } from '../slices/siwx/verify/siwxLimits'
export {
  SIWX_ERROR_CODES,
  SIWX_MESSAGES,
  type SiwxRefusalReason,
  siwxRefusal,
} from '../slices/siwx/verify/siwxRefusal'
export type { ObjectUrls } from '../slices/wallets/createWalletImages'
export {
  type GetWalletsQuery,
  type GetWalletsResult,
  getWallets,
  isGetWalletsResponse,
} from '../slices/wallets/getWallets'
export type { ConnectViewRow } from '../slices/wallets/listing/connectViewRows'
export { filterWallets } from '../slices/wallets/listing/filterWallets'
export { listingToRouterWallet } from '../slices/wallets/listing/listingToRouterWallet'
export {
  connectorToListing,
  type MergeWalletsParameters,
  mergeWallets,
} from '../slices/wallets/listing/mergeWallets'
export { createRecentWallets, type RecentWallets } from '../slices/wallets/listing/recentWallets'
export { createWalletSearch, normalizeSearch, searchWallets } from '../slices/wallets/listing/searchWallets'
export { servesNamespace } from '../slices/wallets/listing/servesNamespace'
export type {
  BundledWallet,
  ExcludedWallet,
  WalletFilterContext,
  WalletListing,
  WalletProviderDescriptor,
} from '../slices/wallets/listing/types'
export { connectorMatchesWallet, walletNameKey } from '../slices/wallets/listing/walletIdentity'
export {
  type InstallPlatform,
  installPlatform,
  walletInstallLink,
} from '../slices/wallets/listing/walletInstallLink'
export { getBundledProviders, getBundledWallets } from '../slices/wallets/registry/bundledWallets'
export { monogramIcon, monogramInitials } from '../slices/wallets/registry/monogramIcon'
export { type PickerEntry, pickerEntries } from '../slices/wallets/registry/pickerEntries'
export { type SelectWalletTarget, selectWallet } from '../slices/wallets/selectWallet'
export type { WalletsActions, WalletsOptions, WalletsSnapshot, WalletsState } from '../slices/wallets/types'
export type { WalletsContext } from '../slices/wallets/walletsContext'
