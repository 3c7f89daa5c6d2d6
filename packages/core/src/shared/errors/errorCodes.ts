// The codes Latch's errors carry, one list per error class, each defined once in its own module.
// A class's `code` is typed by its list, so a code that is not there does not compile. Codes are
// grouped by the package that throws them; JSON-RPC and EIP-1193 codes stay numbers, as wallets
// send them. This is the path the modules and the public list (exports/kit.ts) import them from.
export { API_CLIENT_ERROR_CODES, type ApiErrorCode, type AuthServiceRelayedErrorCode } from './apiErrorCodes'
export {
  CONNECTION_ERROR_CODES,
  type ConnectionErrorCode,
  type RelayedErrorCode,
} from './connectionErrorCodes'
export type { HttpErrorCode, HttpErrorStatus } from './httpErrorCodes'
export { OTHER_ERROR_CODES } from './otherErrorCodes'
export { SIWX_ERROR_CODE_LIST, type SiwxErrorCode } from './siwxErrorCodes'
export { VALIDATION_ERROR_CODES, type ValidationErrorCode } from './validationErrorCodes'
export {
  type FrameRelayedErrorCode,
  RPC_ERROR_CODES,
  type RpcErrorCode,
  WALLET_REQUEST_ERROR_CODES,
  type WalletRequestErrorCode,
} from './walletRequestErrorCodes'
