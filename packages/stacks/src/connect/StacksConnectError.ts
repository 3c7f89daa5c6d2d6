import {
  LatchError,
  UnknownWalletError,
  USER_REJECTED_CODES,
  ValidationError,
  WALLET_ERROR_CODES,
} from '@latch/core/kit'

/**
 * The JSON-RPC codes `@stacks/connect` 8 puts in its `JsonRpcError.code` (its `JsonRpcErrorCode`
 * enum), the ones a {@link StacksConnectError} carries.
 *
 * @example
 * ```ts
 * if (error.code === CONNECT_ERROR_CODES.UserRejection) showRetry()
 * ```
 */
export const CONNECT_ERROR_CODES = Object.freeze({
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  UserRejection: -32000,
  UnknownError: -31000,
  UserCanceled: -31001,
} as const)

/**
 * One of {@link CONNECT_ERROR_CODES}.
 *
 * @example
 * ```ts
 * const code: ConnectErrorCode = -32000
 * ```
 */
export type ConnectErrorCode = (typeof CONNECT_ERROR_CODES)[keyof typeof CONNECT_ERROR_CODES]

/**
 * What `@latch/stacks/connect`'s `request` throws: the fields code written for `@stacks/connect`
 * reads from its `JsonRpcError` (`code` a JSON-RPC number, `message`, `data`), on a Latch error.
 * `cause` is the Latch error it came from (a `ValidationError`, `UserRejectedRequestError`, …) and
 * `data` that error's Latch code (`'AMOUNT_OUT_OF_RANGE'`, `'4001'`…). A user's refusal is -32000
 * whatever the wallet answered (Leather's 4001 included), a closed prompt -31001.
 *
 * @example
 * ```ts
 * try {
 *   await request('stx_transferStx', { recipient, amount: '1000' })
 * } catch (error) {
 *   if ((error as StacksConnectError).code === -32000) console.log('refused')
 * }
 * ```
 */
export class StacksConnectError extends LatchError {
  override name = 'StacksConnectError'
  declare readonly code: ConnectErrorCode
  /** The Latch code of the error this one came from. */
  readonly data: string
  constructor(code: ConnectErrorCode, cause: LatchError) {
    super(cause.shortMessage, {
      code,
      cause,
      ...(cause.details === undefined ? {} : { details: cause.details }),
      meta: { ...cause.meta, latchCode: cause.code },
    })
    this.data = String(cause.code)
  }
}

/** The JSON-RPC code `@stacks/connect` code expects for a Latch error. */
function connectCodeOf(error: LatchError): ConnectErrorCode {
  const { code } = error
  if (typeof code === 'number' && USER_REJECTED_CODES.includes(code)) return CONNECT_ERROR_CODES.UserRejection
  if (code === WALLET_ERROR_CODES.userCanceled) return CONNECT_ERROR_CODES.UserCanceled
  if (code === WALLET_ERROR_CODES.methodNotSupported || code === WALLET_ERROR_CODES.unsupportedMethod)
    return CONNECT_ERROR_CODES.MethodNotFound
  if (error instanceof ValidationError) return CONNECT_ERROR_CODES.InvalidParams
  // TransactionRejectedError's code, read without importing its table of the node's reasons
  if (code === 'TX_REJECTED') return CONNECT_ERROR_CODES.InternalError
  return CONNECT_ERROR_CODES.UnknownError
}

/**
 * Turns what a Latch request threw into the {@link StacksConnectError} `@stacks/connect` code
 * catches: user rejection -32000, cancel -31001, unsupported method -32601, bad parameters
 * -32602, a node's refusal of the broadcast -32603, anything else -31000.
 *
 * @param error - What Latch threw (anything else counts as an unknown wallet error).
 * @returns The error to throw.
 * @example
 * ```ts
 * toStacksConnectError(new UserRejectedRequestError()).code // -32000
 * ```
 */
export function toStacksConnectError(error: unknown): StacksConnectError {
  if (error instanceof StacksConnectError) return error
  const latchError = error instanceof LatchError ? error : new UnknownWalletError({ cause: error })
  return new StacksConnectError(connectCodeOf(latchError), latchError)
}
