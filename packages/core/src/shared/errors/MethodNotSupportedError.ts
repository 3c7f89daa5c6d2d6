import { CALL_STATUS_NOT_APPROVED, METHOD_NOT_SUPPORTED, METHOD_NOT_SUPPORTED_CODE } from './entryCatalogue'
import type { ErrorExtra } from './LatchError'
import { WalletRequestError } from './WalletRequestError'

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
  declare readonly code: typeof METHOD_NOT_SUPPORTED_CODE
  static readonly code = METHOD_NOT_SUPPORTED_CODE
  constructor(method: string, extra: ErrorExtra = {}) {
    super(method === 'wallet_getCallsStatus' ? CALL_STATUS_NOT_APPROVED : METHOD_NOT_SUPPORTED, {
      ...extra,
      code: METHOD_NOT_SUPPORTED_CODE,
      details: extra.details ?? `"${method}" is not supported`,
      meta: { ...extra.meta, method },
    })
  }
}
