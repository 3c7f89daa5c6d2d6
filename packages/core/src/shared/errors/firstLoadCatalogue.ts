// The part of the catalogue that code of the page's first load reads: the alerts, the wallet error
// codes and the messages of the errors that code throws. It lives apart so that the first load
// carries these and not every message; MESSAGES takes these strings from here, so each is still
// defined once, and catalogue re-exports ALERTS and WALLET_ERROR_CODES. The alerts live in
// alertsCatalogue.ts, and copies of the few messages the page's entry or the instance's chunk reads
// in entryCatalogue.ts and alertsCatalogue.ts (a bundler puts a module the entry reads whole into
// the entry, so through this one every message here would ride in it); entryCatalogue.test.ts
// checks the copies are these.

import { ALERTS } from './alertsCatalogue'

export { ALERTS }

/**
 * The messages of {@link MESSAGES} that code of the first load throws or shows (the error classes,
 * the multi-wallet alert, the email login's chain check, the check of a wallet request's
 * parameters, the refusal of an unsafe wallet link); `MESSAGES` holds them under the same keys.
 * Packages whose first load throws one of these (the embedded wallet) import it from here, so that
 * load carries these few and not the whole catalogue.
 *
 * @example
 * ```ts
 * FIRST_LOAD_MESSAGES.userRejected === MESSAGES.userRejected // true
 * ```
 */
export const FIRST_LOAD_MESSAGES = {
  unsupportedChain: 'Unsupported chain',
  multiWalletNotEnabled: 'Multi-Wallet Not Enabled',
  multiWalletNotEnabledAdvice:
    'Enable the multiWallet feature in the project configuration to use several wallets at once.',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  rpcNotAllowedUi: 'Action not allowed',
  modalClosed: 'Modal closed',
  callStatusNotApproved: 'Fetching call status not approved by the wallet.',
  userRejected: 'User rejected the request',
  userCanceled: 'User canceled the request',
  unknownWalletError: 'Unknown wallet error',
  methodNotSupported: 'Method not supported',
  invalidRequestParams: 'Invalid request parameters',
  unsafeLink: 'Unsafe link',
} as const

/**
 * Wallet request error codes (JSON-RPC style) that Latch normalises to.
 *
 * @example
 * ```ts
 * if (error.code === WALLET_ERROR_CODES.userCanceled) showCanceled()
 * ```
 */
export const WALLET_ERROR_CODES = {
  /** EIP-1193 user rejected request. */
  userRejected: 4001,
  /** User canceled (closed the picker, dismissed the dialog). */
  userCanceled: -31001,
  /** Any failure Latch cannot classify. */
  unknown: -31000,
  /** The method is not supported by the wallet or session. */
  methodNotSupported: -32601,
  /** EIP-1193 "Unsupported Method": what many wallets answer instead of -32601. */
  unsupportedMethod: 4200,
} as const
