import { MESSAGES, WALLET_ERROR_CODES } from './catalogue'
import {
  MethodNotSupportedError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
  type WalletRequestError,
} from './errors'
import { LatchError } from './LatchError'

/** Wallet codes that mean "the user rejected": EIP-1193 4001 and SIP-030 / Xverse -32000. */
export const USER_REJECTED_CODES: readonly number[] = [4001, -32000]

function readCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  const nested = (error as { error?: unknown }).error
  return nested === undefined ? undefined : readCode(nested)
}

function readMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error !== 'object' || error === null) return undefined
  const message = (error as { message?: unknown }).message
  if (typeof message === 'string') return message
  const nested = (error as { error?: unknown }).error
  return nested === undefined ? undefined : readMessage(nested)
}

/**
 * Maps whatever a wallet threw onto Latch's wallet errors: user rejection (4001, -32000) becomes
 * {@link UserRejectedRequestError}, -31001 {@link UserCanceledError}, -32601
 * {@link MethodNotSupportedError}, anything else {@link UnknownWalletError} (-31000). The wallet's
 * own code and message are kept in `meta.walletCode` / `details`. A `LatchError` passes through.
 *
 * @param error - What the wallet threw or returned as an error.
 * @param method - The method that was requested, for the not-supported error.
 * @returns A Latch error.
 * @example
 * ```ts
 * try { await provider.request({ method: 'personal_sign', params }) }
 * catch (e) { throw normalizeWalletError(e, 'personal_sign') }
 * ```
 */
export function normalizeWalletError(error: unknown, method = 'unknown'): LatchError | WalletRequestError {
  if (error instanceof LatchError) return error
  const walletCode = readCode(error)
  const walletMessage = readMessage(error)
  const extra = { cause: error, details: walletMessage, meta: { walletCode } }
  if (walletCode !== undefined && USER_REJECTED_CODES.includes(walletCode))
    return new UserRejectedRequestError(extra)
  if (walletCode === WALLET_ERROR_CODES.userCanceled) return new UserCanceledError(extra)
  if (walletCode === WALLET_ERROR_CODES.methodNotSupported) return new MethodNotSupportedError(method, extra)
  if (walletMessage && /user (rejected|denied)/i.test(walletMessage))
    return new UserRejectedRequestError(extra)
  return new UnknownWalletError({ ...extra, details: walletMessage ?? MESSAGES.unknownWalletError })
}
