import type { TokenBalance } from '../../adapters/AccountDataSource'
import { loadDecimalMath } from '../../shared/numbers/loadDecimalMath'

/**
 * Gives each token the source did not value its USD `price` and `value` (quantity × price) from a
 * price lookup by token address (case-insensitive), with decimal.js (SPEC §9: 20 places, round half
 * up), never a float. Tokens the source valued already, native tokens and unpriced tokens stay as
 * they are; a price that is not a plain decimal is ignored.
 *
 * @param tokens - The token balances.
 * @param prices - USD prices by token address (decimal strings).
 * @returns The tokens, priced where a price is known.
 * @example
 * ```ts
 * await priceTokens([usdc], { [usdc.address]: '0.9998' }) // [{ ...usdc, price: '0.9998', value: '250.199...' }]
 * ```
 */
export async function priceTokens(
  tokens: readonly TokenBalance[],
  prices: Readonly<Record<string, string>>,
): Promise<TokenBalance[]> {
  const byAddress = new Map(Object.entries(prices).map(([address, price]) => [address.toLowerCase(), price]))
  const priceOf = (token: TokenBalance) =>
    token.address === undefined || token.value !== undefined
      ? undefined
      : byAddress.get(token.address.toLowerCase())
  if (!tokens.some((token) => priceOf(token) !== undefined)) return [...tokens]
  const math = await loadDecimalMath()
  return tokens.map((token) => {
    const price = priceOf(token)
    if (price === undefined) return token
    try {
      return { ...token, price, value: math.multiply(token.quantity.numeric, price) }
    } catch {
      return token
    }
  })
}
