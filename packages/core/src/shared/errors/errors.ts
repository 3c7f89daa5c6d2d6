// Core's error classes, one module each (the three wallet request errors with a fixed code
// together); this is the path every module and the public list (exports/kit.ts) import them from.
export { ApiError } from './ApiError'
export { ConnectionError } from './ConnectionError'
export { MethodNotSupportedError } from './MethodNotSupportedError'
export { ModalClosedError } from './ModalClosedError'
export { RpcNotAllowedError } from './RpcNotAllowedError'
export { SiwxError } from './SiwxError'
export { ValidationError } from './ValidationError'
export { WalletRequestError } from './WalletRequestError'
export {
  type FixedCodeErrorClass,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
} from './walletRequestErrors'
