// The numbers of CONSTANTS that code of the first load reads (the modal, the toasts, the log, the
// pending activity and the Stacks networks), and the wallet list's, which the page fetches before
// the first click. They live apart, one name each, so that the page's
// first load carries these values and not the whole table, which loads with the code that reads the rest; CONSTANTS
// takes them from here, so each is still defined once.

/**
 * How long the modal's shake flag stays on, ms (SPEC §2, §9): `CONSTANTS.modalShakeMs`.
 *
 * @example
 * ```ts
 * setTimeout(stopShake, MODAL_SHAKE_MS)
 * ```
 */
export const MODAL_SHAKE_MS = 500

/**
 * Pending transactions tracked at most (SPEC §9): `CONSTANTS.pendingTransactionsMax`.
 *
 * @example
 * ```ts
 * list.slice(0, PENDING_TRANSACTIONS_MAX)
 * ```
 */
export const PENDING_TRANSACTIONS_MAX = 99

/**
 * Log buffer size in bytes, about 1 MB (SPEC §9): `CONSTANTS.logBufferBytes`.
 *
 * @example
 * ```ts
 * const maxBytes = parameters.maxBytes ?? LOG_BUFFER_BYTES
 * ```
 */
export const LOG_BUFFER_BYTES = 1_000_000

/**
 * Delay before a new toast replaces the current one, ms (SPEC §9): `CONSTANTS.toastSwapDelayMs`.
 *
 * @example
 * ```ts
 * setTimeout(showNext, TOAST_SWAP_DELAY_MS)
 * ```
 */
export const TOAST_SWAP_DELAY_MS = 150

/**
 * STX decimals (SPEC §9): `CONSTANTS.stacksNativeDecimals`. Apart from the table because the Stacks
 * networks, which an app imports with its page, read it.
 *
 * @example
 * ```ts
 * import { STACKS_NATIVE_DECIMALS } from '@latch/core/kit'
 * const nativeCurrency = { name: 'Stacks', symbol: 'STX', decimals: STACKS_NATIVE_DECIMALS }
 * ```
 */
export const STACKS_NATIVE_DECIMALS = 6

/**
 * Recent wallets kept and shown at most (SPEC §9): `CONSTANTS.recentWalletsMax`.
 *
 * @example
 * ```ts
 * recent.slice(0, RECENT_WALLETS_MAX)
 * ```
 */
export const RECENT_WALLETS_MAX = 2

/**
 * How long the wallet search waits after the last keystroke, ms (SPEC §9):
 * `CONSTANTS.walletSearchDebounceMs`.
 *
 * @example
 * ```ts
 * setTimeout(search, WALLET_SEARCH_DEBOUNCE_MS)
 * ```
 */
export const WALLET_SEARCH_DEBOUNCE_MS = 300
