/**
 * Swap data the local API server answers with: two tokens on every EVM network (none elsewhere),
 * and one allowance for every token and user, in base units.
 *
 * @example
 * ```ts
 * SWAP_TOKENS.map((t) => t.symbol) // ['USDC', 'DAI']
 * ```
 */
export const SWAP_TOKENS = [
  { address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { address: '0x6b175474e89094c44da98b954eedeac495271d0f', symbol: 'DAI', name: 'Dai', decimals: 18 },
]

/** The allowance every token and user has, in base units (5 USDC). */
export const SEEDED_ALLOWANCE = '5000000'

/** The router every built swap or approval transaction is sent to. */
export const SWAP_ROUTER = '0x1111111254eeb25477b68fb85ed929f73a960582'
