import { ConnectionError, MESSAGES } from '@latch/core/kit'

/**
 * The error of a connect to a Stacks/Bitcoin wallet this page does not have. It loads with such a
 * connect (the session imports it on demand), so the page's first load does not carry core's whole
 * message catalogue for one message.
 *
 * @param walletId - The wallet the app asked for.
 * @returns `ConnectionError` "Failed to connect", code `WALLET_NOT_INSTALLED`.
 * @example
 * ```ts
 * if (!transport) throw (await import('./walletNotInstalled')).walletNotInstalled(walletId)
 * ```
 */
export function walletNotInstalled(walletId: string): ConnectionError {
  return new ConnectionError(MESSAGES.failedToConnect, {
    code: 'WALLET_NOT_INSTALLED',
    details: `Wallet "${walletId}" is not installed in this page`,
  })
}
