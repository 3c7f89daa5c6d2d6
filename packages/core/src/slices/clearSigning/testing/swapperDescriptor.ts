/** The swap contract of the guide's example ("Calls in words" in docs/README.md). */
export const SWAPPER_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/**
 * The ERC-7730 descriptor docs/README.md ships as its example: an app's swap contract on chain 1,
 * whose `swap` reads "Swap" with what is paid (in the input token's units) and the least received.
 * For tests of the clear-signing code; no entry exports it.
 *
 * @example
 * ```ts
 * checkDescriptors([SWAPPER_DESCRIPTOR]).errors // []
 * ```
 */
export const SWAPPER_DESCRIPTOR = {
  context: { contract: { deployments: [{ chainId: 1, address: SWAPPER_ADDRESS }] } },
  metadata: { owner: 'Swapper' },
  display: {
    formats: {
      'swap(address tokenIn,uint256 amountIn,uint256 minOut)': {
        intent: 'Swap',
        fields: [
          { path: 'amountIn', label: 'You pay', format: 'tokenAmount', params: { tokenPath: 'tokenIn' } },
          { path: 'minOut', label: 'You get at least', format: 'raw' },
        ],
      },
    },
  },
}
