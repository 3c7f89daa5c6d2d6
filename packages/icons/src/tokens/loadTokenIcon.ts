import { TOKEN_ICONS, type TokenIconName } from '../generated/iconLoaders'

/**
 * The shipped mark's name for a token symbol (case-insensitive), if any.
 *
 * @param symbol - Token symbol, e.g. `usdc`.
 * @returns The mark's name, or undefined.
 * @example
 * ```ts
 * tokenIconName('usdc') // 'USDC'
 * ```
 */
export function tokenIconName(symbol: string): TokenIconName | undefined {
  const upper = symbol.trim().toUpperCase()
  return Object.hasOwn(TOKEN_ICONS, upper) ? (upper as TokenIconName) : undefined
}

/**
 * Loads the shipped mark of a native currency or well-known token, by symbol. Use it where the
 * token has no image of its own (a data API's `iconUrl`/`logoUri` comes first): any contract can
 * call itself USDC, so the symbol names the artwork, never the token's identity.
 *
 * @param token - The token's symbol.
 * @returns An SVG data URL, or undefined when no mark is shipped for that symbol.
 * @example
 * ```ts
 * await loadTokenIcon({ symbol: 'STX' })
 * ```
 */
export async function loadTokenIcon(token: { symbol: string }): Promise<string | undefined> {
  const name = tokenIconName(token.symbol)
  return name ? (await TOKEN_ICONS[name]()).icon : undefined
}
