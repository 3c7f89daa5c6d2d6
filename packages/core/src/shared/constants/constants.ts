import {
  LOG_BUFFER_BYTES,
  MODAL_SHAKE_MS,
  PENDING_TRANSACTIONS_MAX,
  RECENT_WALLETS_MAX,
  STACKS_NATIVE_DECIMALS,
  TOAST_SWAP_DELAY_MS,
  WALLET_SEARCH_DEBOUNCE_MS,
} from './firstLoadConstants'

/**
 * Every number of SPEC §2 and §9, defined once and named. Durations are in milliseconds.
 *
 * @example
 * ```ts
 * import { CONSTANTS } from '@latch/core'
 * setTimeout(stopShake, CONSTANTS.modalShakeMs)
 * ```
 */
export const CONSTANTS = {
  /** A failed token-balance fetch blocks retries for this long (SPEC §8, §9). */
  balanceRetryMs: 30_000,
  /** How long the modal's shake flag stays on (SPEC §2, §9). */
  modalShakeMs: MODAL_SHAKE_MS,
  /** Header text animation (SPEC §2). */
  headerTextAnimationMs: 120,
  /** Modal height animation (SPEC §2). */
  modalHeightAnimationMs: 150,
  /** View transition (SPEC §2). */
  viewTransitionMs: 150,
  /** Modal width in CSS pixels (SPEC §2). */
  modalWidthPx: 360,
  /** Default z-index of the modal (SPEC §2). */
  defaultZIndex: 999,
  /** Display decimals for numbers (SPEC §9). */
  displayDecimals: 2,
  /** Locale for displayed numbers (SPEC §9). */
  displayLocale: 'en-US',
  /** Decimal arithmetic precision in decimal places (SPEC §9). */
  decimalPlaces: 20,
  /** Cache expiry: portfolio (SPEC §9). */
  cachePortfolioMs: 30_000,
  /** Cache expiry: native balance (SPEC §9). */
  cacheNativeBalanceMs: 30_000,
  /** Cache expiry: ENS names (SPEC §9). */
  cacheEnsMs: 5 * 60_000,
  /** Cache expiry: identity (SPEC §9). */
  cacheIdentityMs: 5 * 60_000,
  /** Cache expiry: transaction history (SPEC §9). */
  cacheTransactionHistoryMs: 15_000,
  /** Cache expiry: token price (SPEC §9). */
  cacheTokenPriceMs: 15_000,
  /** Recent wallets kept (SPEC §3, §9). */
  recentWalletsMax: RECENT_WALLETS_MAX,
  /** Pending transactions tracked at most (SPEC §9). */
  pendingTransactionsMax: PENDING_TRANSACTIONS_MAX,
  /** Wallet search debounce (SPEC §9). */
  walletSearchDebounceMs: WALLET_SEARCH_DEBOUNCE_MS,
  /** Entries requested by a wallet search (SPEC §7, §9). */
  walletSearchEntries: 100,
  /** Wallet listing page size (SPEC §7, §9). */
  walletPageSize: 40,
  /** Recommended wallets: page 1 with this many entries (SPEC §7, §9). */
  walletRecommendedEntries: 4,
  /** Only the first this-many images of a wallet page are fetched (SPEC §7, §9). */
  walletImagesPerPage: 20,
  /** Entries of the USDT contract list (SPEC §9). */
  usdtContractCount: 7,
  /** Stacks memo limit in bytes (SPEC §5, §9). */
  stacksMemoMaxBytes: 34,
  /** Stacks Clarity string limit in bytes (SPEC §5, §9). */
  stacksStringMaxBytes: 128,
  /** Stacks signature length in bytes (SPEC §5, §9). */
  stacksSignatureBytes: 65,
  /** Stacks coinbase buffer length in bytes (SPEC §5, §9). */
  stacksCoinbaseBytes: 32,
  /** Stacks VRF proof length in bytes (SPEC §5, §9). */
  stacksVrfProofBytes: 80,
  /** Stacks post-condition amount size in bytes (SPEC §5). */
  stacksPostConditionAmountBytes: 8,
  /** STX decimals (SPEC §9). */
  stacksNativeDecimals: STACKS_NATIVE_DECIMALS,
  /** Stacks address version bytes (SPEC §9). */
  stacksAddressVersion: {
    mainnetSingleSig: 22,
    mainnetMultiSig: 20,
    testnetSingleSig: 26,
    testnetMultiSig: 21,
  },
  /** The name service's suffix (SPEC §9): `alice.reown.id`. */
  nameSuffix: '.reown.id',
  /** The name service's legacy suffix (SPEC §9): `alice.wcn.id` is the same name as `alice.reown.id`. */
  legacyNameSuffix: '.wcn.id',
  /** Minimum account-name length (SPEC §5). */
  accountNameMinLength: 4,
  /** Onramp sample limits in USD (SPEC §9). */
  onrampLimits: { card: { min: 10, max: 7500 }, bankTransfer: { min: 10, max: 25_000 } },
  /** Emails longer than this are shown truncated (SPEC §9). */
  emailTruncateLength: 30,
  /** RPC default timeout (SPEC §9). */
  rpcTimeoutMs: 10_000,
  /** RPC retries (SPEC §9). */
  rpcRetries: 3,
  /** Log buffer size in bytes, about 1 MB (SPEC §9). */
  logBufferBytes: LOG_BUFFER_BYTES,
  /** Error reports allowed per window (SPEC §9). */
  errorReportsPerWindow: 5,
  /** Error report window (SPEC §9). */
  errorReportWindowMs: 60_000,
  /** Social login popup size (SPEC §9). */
  socialPopup: { width: 600, height: 800 },
  /** Social popup close poll interval (SPEC §9). */
  socialPopupPollMs: 1_000,
  /** First back-off delay of a failed query (SPEC §9). */
  retryBaseMs: 1_000,
  /** Back-off cap (SPEC §9). */
  retryMaxMs: 30_000,
  /** Delay before a new toast replaces the current one (SPEC §9). */
  toastSwapDelayMs: TOAST_SWAP_DELAY_MS,
  /** Email-change confirmation poll interval (SPEC §9). */
  emailChangePollMs: 1_000,
  /** Pairing expiry (SPEC §9). */
  pairingExpiryMs: 4 * 60_000,
} as const

/** The type of {@link CONSTANTS}. */
export type Constants = typeof CONSTANTS
