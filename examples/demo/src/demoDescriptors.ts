import type { DemoConfig } from '../demoConfig'

/**
 * The function of `LatchSwap` the demo describes, in ERC-7730's "signature with parameter names"
 * form (the key of its display format).
 */
export const DEMO_SWAP_FUNCTION =
  'swap(address tokenIn,uint256 amountIn,address tokenOut,uint256 amountOut,address recipient)'

/** The test tokens' open `mint` (anyone may mint on the dev chain), which the sponsored mint calls. */
export const DEMO_MINT_FUNCTION = 'mint(address to,uint256 amount)'

/**
 * The ERC-7730 descriptors the demo ships as an app ships its own (`clearSigning: { descriptors }`):
 * one per test token on the first dev chain (its name, ticker and decimals, so amounts read in its
 * units; its `mint` as "Mint": the amount and to whom) and one for the swap-like `LatchSwap` ("Swap": you pay, you get, to). Plain objects, as an
 * app would import them from its JSON files.
 *
 * @param config - The demo config (the first chain, its tokens and swap contract).
 * @returns The descriptors (none when the world has no EVM chain).
 * @example
 * ```ts
 * createLatch({ ...options, clearSigning: { descriptors: demoDescriptors(config) } })
 * ```
 */
export function demoDescriptors(config: DemoConfig): unknown[] {
  const chainId = config.evmChains[0]?.chainId
  if (chainId === undefined) return []
  const on = (address: string) => ({ contract: { deployments: [{ chainId, address }] } })
  const tokens = config.evmTokens.map((token) => ({
    context: on(token.address),
    metadata: {
      owner: 'Latch demo',
      token: { name: token.name, ticker: token.symbol, decimals: token.decimals },
    },
    display: {
      formats: {
        [DEMO_MINT_FUNCTION]: {
          intent: 'Mint',
          fields: [
            { path: 'amount', label: 'Amount', format: 'tokenAmount', params: { tokenPath: '@.to' } },
            { path: 'to', label: 'To', format: 'addressName' },
          ],
        },
      },
    },
  }))
  if (config.evmSwap === undefined) return tokens
  const swap = {
    context: on(config.evmSwap),
    metadata: { owner: 'Latch demo swap' },
    display: {
      formats: {
        [DEMO_SWAP_FUNCTION]: {
          intent: 'Swap',
          fields: [
            { path: 'amountIn', label: 'You pay', format: 'tokenAmount', params: { tokenPath: 'tokenIn' } },
            { path: 'amountOut', label: 'You get', format: 'tokenAmount', params: { tokenPath: 'tokenOut' } },
            { path: 'recipient', label: 'To', format: 'addressName' },
          ],
        },
      },
    },
  }
  return [...tokens, swap]
}
