import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as core from './index'
import * as kit from './kit'
import * as review from './review'
import * as testing from './testing'
import * as views from './views'

/** The names an entry's `export { … } from` statements declare, `type ` before each type-only one. */
function declaredNames(file: string): string[] {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map(
          (element) => `${statement.isTypeOnly || element.isTypeOnly ? 'type ' : ''}${element.name.text}`,
        )
      : [],
  )
}

describe('@latch/core public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
      [
        "ACCOUNT_TABS",
        "ALERTS",
        "AUTH_CONNECTOR_ID",
        "AUTH_CONNECTOR_NAMESPACES",
        "AUTH_MESSAGES",
        "ApiError",
        "ApprovalLimitError",
        "BITCOIN_ADDRESS_WRONG_NETWORK",
        "BITCOIN_WALLET_METHODS",
        "C32_ALPHABET",
        "CHAIN_NAMESPACES",
        "CONSTANTS",
        "ConnectionError",
        "DEFAULT_API_URLS",
        "FAILED_TO_CONNECT",
        "FIRST_LOAD_MESSAGES",
        "HEX_SIGNATURE_MAX_CHARS",
        "INVALID_ACCOUNT_NAME",
        "INVALID_BITCOIN_ADDRESS",
        "INVALID_EVM_ADDRESS",
        "INVALID_PROPOSAL_ID",
        "INVALID_SESSION_TOPIC",
        "INVALID_STACKS_ADDRESS",
        "LatchError",
        "LocaleError",
        "MAX_TOKEN_DECIMALS",
        "MESSAGES",
        "MethodNotSupportedError",
        "ModalClosedError",
        "NOT_SAFE_RPC_METHODS",
        "NUMBER_MESSAGES",
        "PAIRING_CONNECTOR_ID",
        "PREFERRED_ACCOUNT_TYPE_KEY",
        "ROUTER_VIEWS",
        "RpcNotAllowedError",
        "SAFE_RPC_METHODS",
        "SDK_TYPE",
        "SDK_VERSION",
        "SEND_MESSAGES",
        "SIGN_IN_GUARDED_VIEWS",
        "SIWX_ERROR_CODES",
        "SIWX_ERROR_CODE_LIST",
        "SIWX_LIMITS",
        "SIWX_MESSAGES",
        "SIWX_SESSIONS_KEY",
        "SOCIAL_POPUP_TARGET",
        "SPEC_CONNECTOR_IDS",
        "STACKS_ADDRESS_WRONG_NETWORK",
        "STACKS_NATIVE_DECIMALS",
        "STACKS_WALLET_METHODS",
        "STORAGE_PREFIX",
        "STORAGE_VERSION",
        "SiwxError",
        "TRACKED_EVENTS",
        "UNTRUSTED_TEXT_MAX",
        "USER_REJECTED_CODES",
        "UnknownWalletError",
        "UserCanceledError",
        "UserRejectedRequestError",
        "ValidationError",
        "WALLET_ERROR_CODES",
        "WalletRequestError",
        "activityTransferKind",
        "addAuthAdapters",
        "addFamilyWallet",
        "addressNamespace",
        "assertAccountName",
        "assertEmail",
        "assertOnrampAmount",
        "assertProposalId",
        "assertRpcAllowed",
        "assertSafeWalletLink",
        "assertSessionTopic",
        "authAdapter",
        "authNamespaces",
        "backoffDelay",
        "bytesToHex",
        "c32Address",
        "canSendOn",
        "checkSend",
        "classifyRpcMethod",
        "cloneFrozen",
        "connectorMatchesWallet",
        "connectorToListing",
        "createAnalytics",
        "createApiClient",
        "createDefaultSiwx",
        "createErrorReporter",
        "createLatch",
        "createMemoryStore",
        "createNetworkStatus",
        "createOnrampApi",
        "createQueryCache",
        "createRecentWallets",
        "createSafeRequestGuard",
        "createSmartSessionsApi",
        "createStorage",
        "createSwapApi",
        "createTransactionBuilderApi",
        "createWalletSearch",
        "deepFreeze",
        "defaultIsMobile",
        "defineSiwxVerifier",
        "describeApproval",
        "describeUntrusted",
        "encodeNativeOrTokenTransfer",
        "erc20TransferData",
        "escapeHtml",
        "explorerUrl",
        "filterSendableTokens",
        "filterWallets",
        "findPairingSource",
        "findSiwxDataMismatch",
        "formatNumber",
        "formatSiwxText",
        "formatUnits",
        "formatWalletLink",
        "freezeRpcRequest",
        "fromBase58",
        "getAllowedOrigins",
        "getAnalyticsConfig",
        "getBundledProviders",
        "getBundledWallets",
        "getImage",
        "getProjectConfig",
        "getWallets",
        "hexToBytes",
        "installPlatform",
        "isChainNamespace",
        "isCloseRefused",
        "isEvmAddress",
        "isEvmAddressShape",
        "isExpired",
        "isGetWalletsResponse",
        "isHexSignature",
        "isRouterView",
        "isSameAddress",
        "isSameSiwxAccount",
        "isSiwxSession",
        "isSolanaAddress",
        "isSolanaSignature",
        "isTxHash",
        "isValidAccountName",
        "isValidBitcoinAddress",
        "isValidEmail",
        "isValidStacksAddress",
        "lazy",
        "lazyAccountDataSource",
        "lazyChainAdapter",
        "lazySiwxVerifier",
        "listingToRouterWallet",
        "loadDecimalMath",
        "memoizeSelector",
        "mergeWallets",
        "monogramIcon",
        "monogramInitials",
        "normalizeSearch",
        "normalizeWalletError",
        "normalizeWalletSearch",
        "openSocialPopup",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "parseJsonExact",
        "parseRfc3339DateTime",
        "parseSiwxText",
        "parseUnits",
        "parseWalletAssets",
        "pickerEntries",
        "pickerFallbackNamespace",
        "readBaseUnits",
        "readBodyCapped",
        "readJsonBody",
        "readUntrustedField",
        "resolveApiUrls",
        "resolveCloseView",
        "resolveNetworkSwitch",
        "resolveOpenView",
        "roundDecimal",
        "runInTransaction",
        "searchWallets",
        "selectActiveNetwork",
        "selectConnectedNamespaces",
        "selectConnectors",
        "selectDisplayedConnections",
        "selectIsConnected",
        "selectIsMultiWalletEnabled",
        "selectModalFrame",
        "selectNetwork",
        "selectProfileFamilies",
        "selectStayingWallets",
        "selectTokenBalance",
        "selectWallet",
        "selectWalletImage",
        "servesNamespace",
        "siwxRefusal",
        "siwxTextToData",
        "sleep",
        "stacksNetworkKind",
        "supportsAssetDiscovery",
        "systemClock",
        "toBase58",
        "toCaipAddress",
        "toChecksumAddress",
        "toHttpErrorCode",
        "toSafeImageUrl",
        "toSafeLinkUrl",
        "truncateEmail",
        "utf8ToHex",
        "validateBitcoinAddress",
        "validateSend",
        "validateStacksAddress",
        "walletInstallLink",
        "walletNameKey",
        "withAuthConnector",
        "withConnector",
        "withLoaded",
      ]
    `)
  })

  it('@latch/core/kit is the same API less createLatch, so the adapter packages never reach the instance', () => {
    expect(Object.keys(kit).sort()).toEqual(
      Object.keys(core)
        .filter((name) => name !== 'createLatch')
        .sort(),
    )
  })

  it('@latch/core re-exports every name of @latch/core/kit, types included, so kit.ts is the one list', () => {
    const main = new Set(declaredNames('./index.ts'))
    expect(declaredNames('./kit.ts').filter((name) => !main.has(name))).toEqual([])
  })

  it('@latch/core/views exports exactly the rules of the lazily loaded views, none of them in the main entry', () => {
    expect(Object.keys(views).sort()).toMatchInlineSnapshot(`
      [
        "addProfileWallet",
        "connectWallet",
        "enterListNetwork",
        "listConnectMethods",
        "loadWalletsToGet",
        "offersWalletHelp",
        "profileRowMark",
        "receiverTakesNames",
        "returnToWalletsAfterConnect",
        "selectApprovalFee",
        "selectListWallet",
        "selectMarkedNetworks",
        "siblingNamespaces",
        "walletListScope",
      ]
    `)
    expect(Object.keys(views).filter((name) => name in core)).toEqual([])
  })

  it('@latch/core/testing exports exactly the test doubles', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "REFERENCE_SOCIAL_ORIGIN",
        "createFakePopup",
        "createMemoryAdapter",
        "memorySiwx",
        "testConnector",
        "testNetworks",
      ]
    `)
  })

  it('@latch/core/review exports the review rules, none of them in the main entry', () => {
    expect(Object.keys(review).sort()).toMatchInlineSnapshot(`
      [
        "HIGH_FEE_SHARE_DIVISOR",
        "SIMULATION_TIMEOUT_MS",
        "SimulationError",
        "decodeEffectLogs",
        "flagAllowMode",
        "flagCannotReceive",
        "flagHighFee",
        "flagLookalikeReceiver",
        "flagNewPermitSpender",
        "flagNoChange",
        "flagUnknownFee",
        "flagWrongChain",
        "frozenRequestHash",
        "knownCounterparts",
        "previewFlags",
        "simulateEvmTransaction",
        "simulateSolanaTransaction",
      ]
    `)
    expect(Object.keys(review).filter((name) => name in core)).toEqual([])
  })
})
