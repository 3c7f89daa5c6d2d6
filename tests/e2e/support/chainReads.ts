import { createPublicClient, erc20Abi, http } from 'viem'

/**
 * Reads balances straight from the dev chain (not through the page), to check what a send did.
 *
 * @param rpcUrl - The dev chain's URL.
 * @returns Native and ERC20 balance readers, and the account's code (`0x` for none).
 * @example
 * ```ts
 * const chain = chainReads(world.chains[0].url)
 * await chain.native(address) // bigint wei
 * ```
 */
export function chainReads(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return {
    native: (address: `0x${string}`) => client.getBalance({ address }),
    erc20: (token: `0x${string}`, address: `0x${string}`) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    code: async (address: `0x${string}`) => (await client.getCode({ address })) ?? '0x',
  }
}
