/**
 * Seed account data served by the local data API: balances (one token with decimals `'0'`, which
 * clients must drop), two pages of history, NFTs and an identity, the same for every address.
 *
 * @param address - The account address from the path.
 * @param chainId - The CAIP-2 chain id from the query.
 * @returns The response bodies.
 * @example
 * ```ts
 * seedAccountData('0xabc', 'eip155:1').balances.length // 3
 * ```
 */
export function seedAccountData(address: string, chainId: string) {
  return {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId,
        decimals: 18,
        quantity: { decimals: '18', numeric: '1.5' },
        price: '3000',
        value: '4500',
        iconUrl: 'http://127.0.0.1/eth.svg',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId,
        address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        decimals: 6,
        quantity: { decimals: '6', numeric: '250.25' },
        price: '1',
        value: '250.25',
      },
      {
        name: 'Broken Token',
        symbol: 'BRK',
        chainId,
        address: '0x00000000000000000000000000000000000000b0',
        decimals: 0,
        quantity: { decimals: '0', numeric: '7' },
      },
    ],
    history: (cursor: string | null) => {
      const page = cursor === null ? 0 : Number(cursor)
      const data = Array.from({ length: 2 }, (_, index) => {
        const n = page * 2 + index
        return {
          id: `tx-${n}`,
          metadata: {
            minedAt: 1_700_000_000_000 - n * 60_000,
            chain: chainId,
            status: 'confirmed',
            hash: `0x${n}`,
          },
          transfers: [
            {
              direction: 'out',
              symbol: 'ETH',
              amount: '0.01',
              from: address,
              to: '0x000000000000000000000000000000000000dead',
            },
          ],
        }
      })
      return page === 0 ? { data, next: '1' } : { data }
    },
    nfts: [
      { chainId, contract: '0x00000000000000000000000000000000000000c1', tokenId: '1', name: 'Latch #1' },
    ],
    identity: { name: 'latch-user.reown.id', avatar: null },
  }
}
