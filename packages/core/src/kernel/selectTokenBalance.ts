import { isSameAddress } from '../shared/validation/isSameAddress'

// A view selector (see viewSelectors): it loads with the modal's views, not with the page.

/**
 * The account's balance of a token, by its address compared per chain family (`isSameAddress`: an
 * EVM contract in any letter case, a Solana mint exactly), on one network when given.
 *
 * @param state - State or snapshot (its loaded token balances).
 * @param address - Token contract address or mint.
 * @param networkId - CAIP-2 id; any network when not given.
 * @returns The balance, or `undefined` when the account data holds none.
 * @example
 * ```ts
 * selectTokenBalance(snap, '0xa0b8…', 'eip155:1')?.symbol // 'USDC'
 * ```
 */
export function selectTokenBalance<
  T extends { readonly address?: string | undefined; readonly chainId?: string },
>(
  state: { readonly accountData: { readonly tokenBalances: readonly T[] } },
  address: string,
  networkId?: string,
): T | undefined {
  return state.accountData.tokenBalances.find(
    (t) =>
      t.address !== undefined &&
      (!networkId || t.chainId === networkId) &&
      isSameAddress(t.chainId ?? networkId ?? '', t.address, address),
  )
}
