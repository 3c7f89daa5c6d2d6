import type { ChainNamespace } from '../../../shared/networks/types'
import type { WalletListing } from './types'

/**
 * Whether a wallet of the merged list serves `namespace`: a discovered connector lists its
 * namespace, a registry entry its CAIP-2 chains. With no namespace every wallet does.
 *
 * @param wallet - A wallet of `latch.wallets.getWallets()`.
 * @param namespace - The namespace asked for, if any.
 * @returns True when the wallet can connect on it.
 * @example
 * ```ts
 * wallets.filter((w) => servesNamespace(w, 'solana'))
 * ```
 */
export function servesNamespace(wallet: Pick<WalletListing, 'chains'>, namespace?: ChainNamespace): boolean {
  if (namespace === undefined) return true
  return wallet.chains.some((chain) => chain === namespace || chain.startsWith(`${namespace}:`))
}
