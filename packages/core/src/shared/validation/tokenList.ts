/**
 * Drops the tokens whose `quantity.decimals` is the string `'0'` (SPEC §5): a token list shown for
 * sending never offers them.
 *
 * @param tokens - Token balances as read from the data source.
 * @returns A new list without those tokens, in the same order.
 * @example
 * ```ts
 * filterSendableTokens([{ ...usdc }, { ...nft, quantity: { decimals: '0', numeric: '1' } }]) // [usdc]
 * ```
 */
export function filterSendableTokens<T extends { quantity: { decimals: string } }>(
  tokens: readonly T[],
): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0')
}
