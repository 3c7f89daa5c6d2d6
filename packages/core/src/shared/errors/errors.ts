import type {
  ApiErrorCode,
  ConnectionErrorCode,
  SiwxErrorCode,
  ValidationErrorCode,
  WalletRequestErrorCode,
} from './errorCodes'
import { FIRST_LOAD_MESSAGES, WALLET_ERROR_CODES } from './firstLoadCatalogue'
import { LatchError, type LatchErrorParameters } from './LatchError'

type Extra = Omit<LatchErrorParameters, 'code'>

/**
 * Bad input caught before anything irreversible happens.
 *
 * @example
 * ```ts
 * throw new ValidationError(MESSAGES.tokenRequired, { details: 'send.token is empty' })
 * ```
 */
export class ValidationError extends LatchError {
  override name = 'ValidationError'
  declare readonly code: ValidationErrorCode
  constructor(message: string, extra: Extra & { code?: ValidationErrorCode } = {}) {
    super(message, { ...extra, code: extra.code ?? 'VALIDATION' })
  }
}

/**
 * A request to the wallet failed. `code` is Latch's normalised code; `meta.walletCode` keeps the
 * wallet's own code.
 *
 * @example
 * ```ts
 * if (error instanceof WalletRequestError && error.code === -31001) console.log('canceled')
 * ```
 */
export class WalletRequestError extends LatchError {
  override name = 'WalletRequestError'
  declare readonly code: WalletRequestErrorCode
  constructor(message: string, parameters: Extra & { code: WalletRequestErrorCode }) {
    super(message, parameters)
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
export class UserRejectedRequestError extends WalletRequestError {
  override name = 'UserRejectedRequestError'
  declare readonly code: typeof WALLET_ERROR_CODES.userRejected
  static readonly code = WALLET_ERROR_CODES.userRejected
  constructor(extra: Extra = {}) {
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
  constructor(extra: Extra = {}) {
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
  constructor(extra: Extra = {}) {
    super(FIRST_LOAD_MESSAGES.unknownWalletError, { ...extra, code: WALLET_ERROR_CODES.unknown })
  }
}

/**
 * The wallet or session does not support the method: code -32601. Thrown before the wallet is
 * contacted, or when the wallet answers that it does not support it. For `wallet_getCallsStatus`
 * the message is SPEC §8's "Fetching call status not approved by the wallet."
 *
 * @example
 * ```ts
 * throw new MethodNotSupportedError('stx_updateProfile') // 'Method not supported'
 * new MethodNotSupportedError('wallet_getCallsStatus').shortMessage // 'Fetching call status not approved by the wallet.'
 * ```
 */
export class MethodNotSupportedError extends WalletRequestError {
  override name = 'MethodNotSupportedError'
  declare readonly code: typeof WALLET_ERROR_CODES.methodNotSupported
  static readonly code = WALLET_ERROR_CODES.methodNotSupported
  constructor(method: string, extra: Extra = {}) {
    super(
      method === 'wallet_getCallsStatus'
        ? FIRST_LOAD_MESSAGES.callStatusNotApproved
        : FIRST_LOAD_MESSAGES.methodNotSupported,
      {
        ...extra,
        code: WALLET_ERROR_CODES.methodNotSupported,
        details: extra.details ?? `"${method}" is not supported`,
        meta: { ...extra.meta, method },
      },
    )
  }
}

/**
 * A remote call blocked by the RPC safety rules (SPEC §6). `uiMessage` is "Action not allowed".
 *
 * @example
 * ```ts
 * error.shortMessage // 'Requested RPC call is not allowed'
 * error.uiMessage // 'Action not allowed'
 * ```
 */
export class RpcNotAllowedError extends LatchError {
  override name = 'RpcNotAllowedError'
  declare readonly code: 'RPC_NOT_ALLOWED'
  readonly uiMessage = FIRST_LOAD_MESSAGES.rpcNotAllowedUi
  constructor(method: string, extra: Extra = {}) {
    super(FIRST_LOAD_MESSAGES.rpcNotAllowed, {
      ...extra,
      code: 'RPC_NOT_ALLOWED',
      meta: { ...extra.meta, method },
    })
  }
}

/**
 * The modal closed while something waited on it (a pending connect, a picker).
 *
 * @example
 * ```ts
 * await latch.connection.connect(...).catch((e) => e instanceof ModalClosedError)
 * ```
 */
export class ModalClosedError extends LatchError {
  override name = 'ModalClosedError'
  declare readonly code: 'MODAL_CLOSED'
  constructor(extra: Extra = {}) {
    super(FIRST_LOAD_MESSAGES.modalClosed, { ...extra, code: 'MODAL_CLOSED' })
  }
}

/**
 * Sign-in (SIWX) failures: the SPEC's four thrown messages and signing errors.
 *
 * @example
 * ```ts
 * throw new SiwxError(MESSAGES.siwxNotEnabled)
 * ```
 */
export class SiwxError extends LatchError {
  override name = 'SiwxError'
  declare readonly code: SiwxErrorCode
  constructor(message: string, extra: Extra & { code?: SiwxErrorCode } = {}) {
    super(message, { ...extra, code: extra.code ?? 'SIWX' })
  }
}

/**
 * Connection and connector failures ("Failed to connect", "Connection rejected", ...).
 *
 * @example
 * ```ts
 * throw new ConnectionError(MESSAGES.failedToConnect, { cause })
 * ```
 */
export class ConnectionError extends LatchError {
  override name = 'ConnectionError'
  declare readonly code: ConnectionErrorCode
  constructor(message: string, extra: Extra & { code?: ConnectionErrorCode } = {}) {
    super(message, { ...extra, code: extra.code ?? 'CONNECTION' })
  }
}

/**
 * A failed call to a remote service (wallet registry, data API, analytics). `code` is one of
 * `RATE_LIMITED`, `SERVER_ERROR`, `FORBIDDEN`, `INVALID_RESPONSE`, `NETWORK`, `TIMEOUT`.
 *
 * @example
 * ```ts
 * if (error instanceof ApiError && error.code === 'RATE_LIMITED') retryLater()
 * ```
 */
export class ApiError extends LatchError {
  override name = 'ApiError'
  declare readonly code: ApiErrorCode
  /** HTTP status, when there was a response. */
  readonly status: number | undefined
  constructor(message: string, extra: Extra & { code: ApiErrorCode; status?: number | undefined }) {
    super(message, extra)
    this.status = extra.status
  }
}
