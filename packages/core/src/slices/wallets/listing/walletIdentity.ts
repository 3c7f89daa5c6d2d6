import type { Connector } from '../../../adapters/types'
import type { WalletListing } from './types'

/**
 * The name key two entries of one wallet share whatever source they come from (the bundled list, the
 * hosted registry, an EIP-6963 announcement, a Wallet Standard or WBIP registration): lower case,
 * letters and digits only, without a trailing "wallet" ("OKX Wallet" and "OKX" are one wallet).
 *
 * @param name - A wallet's display name.
 * @returns The key, or `undefined` when the name has no letter or digit.
 * @example
 * ```ts
 * walletNameKey('Coinbase Wallet') // 'coinbase'
 * walletNameKey('Leather') // 'leather'
 * ```
 */
export function walletNameKey(name: string): string | undefined {
  const plain = name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
  const key = plain.endsWith('wallet') && plain.length > 'wallet'.length ? plain.slice(0, -6) : plain
  return key === '' ? undefined : key
}

/**
 * Whether a connector found in the page is the wallet of a listing entry: same wallet id, same
 * rdns, or the same {@link walletNameKey} (a Stacks provider path or a Wallet Standard name is no
 * registry id, and a registry entry may carry no rdns).
 *
 * @param connector - A connector an adapter discovered.
 * @param wallet - A listing entry (merged, hosted or bundled).
 * @returns `true` when both stand for one wallet.
 * @example
 * ```ts
 * connectorMatchesWallet({ id: 'LeatherProvider', type: 'wbip', name: 'Leather', chain: 'stacks', installed: true }, { id: 'leather', name: 'Leather', chains: ['stacks:1'] }) // true
 * ```
 */
export function connectorMatchesWallet(
  connector: Pick<Connector, 'id' | 'walletId' | 'rdns' | 'name'>,
  wallet: Pick<WalletListing, 'id' | 'rdns' | 'name'>,
): boolean {
  if ((connector.walletId ?? connector.id) === wallet.id) return true
  if (connector.rdns !== undefined && connector.rdns === wallet.rdns) return true
  const key = walletNameKey(connector.name)
  return key !== undefined && key === walletNameKey(wallet.name)
}
