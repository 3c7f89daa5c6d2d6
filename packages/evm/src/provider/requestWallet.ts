import { normalizeWalletError } from '@latch/core/kit'
import type { Eip1193Provider } from './types'

/**
 * Sends one request to a wallet; whatever it throws comes back as a Latch wallet error (4001 as
 * `UserRejectedRequestError`, with the wallet's own code kept in `meta.walletCode`).
 *
 * @param provider - The wallet's EIP-1193 provider.
 * @param method - JSON-RPC method.
 * @param params - Its parameters.
 * @returns The wallet's result.
 * @example
 * ```ts
 * const accounts = await requestWallet(provider, 'eth_accounts')
 * ```
 */
export async function requestWallet(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[] | object,
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    throw normalizeWalletError(error, method)
  }
}
