// The wallet request errors with a fixed code and catalogue message, which Latch's normalisation
// of a wallet's answer (normalizeWalletError) and the connectors throw.
import { FIRST_LOAD_MESSAGES, WALLET_ERROR_CODES } from './firstLoadCatalogue'
import type { ErrorExtra } from './LatchError'
import { WalletRequestError } from './WalletRequestError'
import type { WalletRequestErrorCode } from './walletRequestErrorCodes'

/**
 * The constructor of a {@link WalletRequestError} subclass whose code is always `C`.
 *
 * @example
 * ```ts
 * const code: -31001 = UserCanceledError.code
 * ```
 */
export interface FixedCodeErrorClass<C extends WalletRequestErrorCode> {
  new (extra?: ErrorExtra): WalletRequestError & { readonly code: C }
  readonly prototype: WalletRequestError & { readonly code: C }
  readonly code: C
}

/**
 * A wallet request error class with one fixed code and catalogue message: the three below differ
 * in nothing else. Each class still narrows with `instanceof`, carries its `name`, and exposes its
 * code as `Class.code`; a package may extend one (Solana's `WalletAnswerRefusedError` does).
 */
function fixedCodeError<C extends WalletRequestErrorCode>(
  name: string,
  code: C,
  message: string,
): FixedCodeErrorClass<C> {
  return class extends WalletRequestError {
    override name = name
    declare readonly code: C
    static readonly code: C = code
    constructor(extra: ErrorExtra = {}) {
      super(message, { ...extra, code })
    }
  }
}

/**
 * The user rejected the request in their wallet (EIP-1193 4001, SIP-030 -32000...).
 *
 * @example
 * ```ts
 * new UserRejectedRequestError({ meta: { walletCode: -32000 } })
 * ```
 */
export const UserRejectedRequestError = fixedCodeError(
  'UserRejectedRequestError',
  WALLET_ERROR_CODES.userRejected,
  FIRST_LOAD_MESSAGES.userRejected,
)
/** An instance of {@link UserRejectedRequestError}. */
export type UserRejectedRequestError = InstanceType<typeof UserRejectedRequestError>

/**
 * The user canceled (closed the picker or dismissed a dialog): code -31001.
 *
 * @example
 * ```ts
 * throw new UserCanceledError()
 * ```
 */
export const UserCanceledError = fixedCodeError(
  'UserCanceledError',
  WALLET_ERROR_CODES.userCanceled,
  FIRST_LOAD_MESSAGES.userCanceled,
)
/** An instance of {@link UserCanceledError}. */
export type UserCanceledError = InstanceType<typeof UserCanceledError>

/**
 * A wallet failure Latch cannot classify: code -31000.
 *
 * @example
 * ```ts
 * throw new UnknownWalletError({ cause: error })
 * ```
 */
export const UnknownWalletError = fixedCodeError(
  'UnknownWalletError',
  WALLET_ERROR_CODES.unknown,
  FIRST_LOAD_MESSAGES.unknownWalletError,
)
/** An instance of {@link UnknownWalletError}. */
export type UnknownWalletError = InstanceType<typeof UnknownWalletError>
