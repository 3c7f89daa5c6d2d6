// The wallet request errors with a fixed code and catalogue message, which Latch's normalisation
// of a wallet's answer (normalizeWalletError) and the connectors throw.
import { FIRST_LOAD_MESSAGES, WALLET_ERROR_CODES } from './firstLoadCatalogue'
import type { ErrorExtra } from './LatchError'
import { WalletRequestError } from './WalletRequestError'

/**
 * The user rejected the request in their wallet (EIP-1193 4001, SIP-030 -32000...).
 *
 * @example
 * ```ts
 * new UserRejectedRequestError({ meta: { walletCode: -32000 } })
 * ```
 */
export class UserRejectedRequestError extends WalletRequestError {
  override name = 'UserRejectedRequestError'
  declare readonly code: typeof WALLET_ERROR_CODES.userRejected
  static readonly code = WALLET_ERROR_CODES.userRejected
  constructor(extra: ErrorExtra = {}) {
    super(FIRST_LOAD_MESSAGES.userRejected, { ...extra, code: WALLET_ERROR_CODES.userRejected })
  }
}

/**
 * The user canceled (closed the picker or dismissed a dialog): code -31001.
 *
 * @example
 * ```ts
 * throw new UserCanceledError()
 * ```
 */
export class UserCanceledError extends WalletRequestError {
  override name = 'UserCanceledError'
  declare readonly code: typeof WALLET_ERROR_CODES.userCanceled
  static readonly code = WALLET_ERROR_CODES.userCanceled
  constructor(extra: ErrorExtra = {}) {
    super(FIRST_LOAD_MESSAGES.userCanceled, { ...extra, code: WALLET_ERROR_CODES.userCanceled })
  }
}

/**
 * A wallet failure Latch cannot classify: code -31000.
 *
 * @example
 * ```ts
 * throw new UnknownWalletError({ cause: error })
 * ```
 */
export class UnknownWalletError extends WalletRequestError {
  override name = 'UnknownWalletError'
  declare readonly code: typeof WALLET_ERROR_CODES.unknown
  static readonly code = WALLET_ERROR_CODES.unknown
  constructor(extra: ErrorExtra = {}) {
    super(FIRST_LOAD_MESSAGES.unknownWalletError, { ...extra, code: WALLET_ERROR_CODES.unknown })
  }
}
