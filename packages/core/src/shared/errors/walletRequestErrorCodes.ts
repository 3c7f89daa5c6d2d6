/**
 * The codes the embedded wallet's key frame answers with (its `FRAME_ERROR_CODES`, the list the
 * page checks a received code against), kept on the {@link ConnectionError} or
 * {@link WalletRequestError} the page throws for them.
 *
 * @example
 * ```ts
 * const code: FrameRelayedErrorCode = 'NOT_CONNECTED'
 * ```
 */
export type FrameRelayedErrorCode =
  | 'NOT_CONNECTED'
  | 'UNAUTHORIZED'
  | 'INVALID_PARAMS'
  | 'UNKNOWN_METHOD'
  | 'NOT_SIGNER'
  | 'INTERNAL'

/**
 * The numeric codes of JSON-RPC 2.0, EIP-1474 and EIP-1193 that a wallet or an RPC node answers
 * with, and Latch's own -31001 (canceled) and -31000 (unknown). A {@link WalletRequestError} keeps
 * one of these.
 *
 * @example
 * ```ts
 * RPC_ERROR_CODES.includes(4001) // true
 * ```
 */
export const RPC_ERROR_CODES = [
  // EIP-1193
  4001, 4100, 4200, 4900, 4901,
  // Latch
  -31001, -31000,
  // JSON-RPC 2.0
  -32700, -32600, -32601, -32602, -32603,
  // EIP-1474 and SIP-030
  -32000, -32001, -32002, -32003, -32004, -32005, -32006,
  // execution reverted (geth)
  3,
] as const

/**
 * One of {@link RPC_ERROR_CODES}.
 *
 * @example
 * ```ts
 * const code: RpcErrorCode = -32603
 * ```
 */
export type RpcErrorCode = (typeof RPC_ERROR_CODES)[number]

/**
 * The string codes of a {@link WalletRequestError} (a Safe app's answers, the pairing timeout).
 *
 * @example
 * ```ts
 * WALLET_REQUEST_ERROR_CODES.includes('SAFE_BUSY') // true
 * ```
 */
export const WALLET_REQUEST_ERROR_CODES = [
  'WALLET_REQUEST_TIMEOUT',
  'SAFE_REQUEST_FAILED',
  'SAFE_BUSY',
  'SAFE_SIGNATURE_PENDING',
] as const

/**
 * A {@link WalletRequestError}'s code: a numeric {@link RpcErrorCode}, one of
 * {@link WALLET_REQUEST_ERROR_CODES}, or a key frame's answer code.
 *
 * @example
 * ```ts
 * const code: WalletRequestErrorCode = -31001
 * ```
 */
export type WalletRequestErrorCode =
  | RpcErrorCode
  | (typeof WALLET_REQUEST_ERROR_CODES)[number]
  | FrameRelayedErrorCode
