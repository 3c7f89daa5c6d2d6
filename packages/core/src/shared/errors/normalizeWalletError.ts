import { MESSAGES, WALLET_ERROR_CODES } from './catalogue'
import { describeUntrusted } from './describeUntrusted'
import {
  MethodNotSupportedError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
  type WalletRequestError,
} from './errors'
import { isLatchError } from './isLatchError'
import type { LatchError } from './LatchError'
import { readUntrustedField } from './readUntrustedField'

/** Wallet codes that mean "the user rejected": EIP-1193 4001 and SIP-030 / Xverse -32000. */
export const USER_REJECTED_CODES: readonly number[] = [4001, -32000]

/** How deep Latch follows a wallet error's nested `error` field (some wallets wrap twice). */
const NESTING_MAX = 4

function readCode(error: unknown, depth = 0): number | undefined {
  const code = readUntrustedField(error, 'code')
  if (typeof code === 'number' && Number.isSafeInteger(code)) return code
  if (typeof code === 'string' && /^-?\d{1,10}$/.test(code)) return Number(code)
  const nested = depth < NESTING_MAX ? readUntrustedField(error, 'error') : undefined
  return nested === undefined || nested === error ? undefined : readCode(nested, depth + 1)
}

function readMessage(error: unknown, depth = 0): string | undefined {
  if (typeof error === 'string') return describeUntrusted(error)
  const message = readUntrustedField(error, 'message')
  if (typeof message === 'string') return describeUntrusted(message)
  const nested = depth < NESTING_MAX ? readUntrustedField(error, 'error') : undefined
  return nested === undefined || nested === error ? undefined : readMessage(nested, depth + 1)
}

/**
 * Maps whatever a wallet threw onto Latch's wallet errors: user rejection (4001, -32000) becomes
 * {@link UserRejectedRequestError}, -31001 {@link UserCanceledError}, -32601
 * (and 4200, -32004, the other codes wallets use for it) {@link MethodNotSupportedError}, anything else {@link UnknownWalletError} (-31000). The wallet's
 * own code and message are kept in `meta.walletCode` / `details`. A `LatchError` passes through.
 *
 * What a wallet throws is not trusted: each field is read once and a getter or Proxy trap that
 * throws reads as absent, a message that is not a string is ignored and a long one is cut to
 * `UNTRUSTED_TEXT_MAX` characters, nested `error` fields are followed a few levels at most
 * (a cycle ends there). This function never throws.
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
  if (isLatchError(error)) return error
  const walletCode = readCode(error)
  const walletMessage = readMessage(error)
  const extra = { cause: error, details: walletMessage, meta: { walletCode } }
  if (walletCode !== undefined && USER_REJECTED_CODES.includes(walletCode))
    return new UserRejectedRequestError(extra)
  if (walletCode === WALLET_ERROR_CODES.userCanceled) return new UserCanceledError(extra)
  if (
    walletCode === WALLET_ERROR_CODES.methodNotSupported ||
    walletCode === WALLET_ERROR_CODES.unsupportedMethod ||
    // EIP-1474 "Method not supported": what a wallet that passes requests on to its node answers
    walletCode === -32004
  )
    return new MethodNotSupportedError(describeUntrusted(method, 100), extra)
  if (walletMessage && /user (rejected|denied)/i.test(walletMessage))
    return new UserRejectedRequestError(extra)
  return new UnknownWalletError({ ...extra, details: walletMessage ?? MESSAGES.unknownWalletError })
}
