import { ALERTS, WalletRequestError } from '@latch/core/kit'

/**
 * The wallet did not answer a request within the connector's request timeout. Its message is the
 * "Wallet Request Timeout" alert (SPEC §8), and the connector raises that alert when it throws this.
 *
 * @example
 * ```ts
 * try { await connector.request({ chainId, method: 'personal_sign', params }) }
 * catch (e) { if (e instanceof WalletRequestTimeoutError) showRetry() }
 * ```
 */
export class WalletRequestTimeoutError extends WalletRequestError {
  override name = 'WalletRequestTimeoutError'
  declare readonly code: 'WALLET_REQUEST_TIMEOUT'
  constructor(method: string, timeoutMs: number) {
    super(ALERTS.WalletRequestTimeout.message, {
      code: ALERTS.WalletRequestTimeout.code,
      details: `"${method}" had no answer after ${timeoutMs} ms`,
      meta: { method, timeoutMs },
    })
  }
}
