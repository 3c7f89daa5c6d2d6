import { type ErrorExtra, LatchError } from './LatchError'
import type { WalletRequestErrorCode } from './walletRequestErrorCodes'

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
  constructor(message: string, parameters: ErrorExtra & { code: WalletRequestErrorCode }) {
    super(message, parameters)
  }
}
