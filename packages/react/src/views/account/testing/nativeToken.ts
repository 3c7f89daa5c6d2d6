import type { CaipNetwork, TokenBalance } from '@latch/core'

/**
 * The native token balance of a network, as the account-data stand-in lists it.
 *
 * @param network - The network.
 * @param numeric - The balance, a decimal string.
 * @param priced - Its price and value, when the test shows them.
 * @returns The token balance.
 * @example
 * ```ts
 * nativeToken(testNetworks.ethereum, '10')
 * ```
 */
export function nativeToken(
  network: CaipNetwork,
  numeric: string,
  priced?: { price: string; value: string },
) {
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    decimals,
    quantity: { decimals: String(decimals), numeric },
    ...priced,
  } satisfies TokenBalance
}
