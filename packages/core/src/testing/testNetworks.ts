import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'

/**
 * Test networks, one per namespace the tests use. Loopback RPC URLs are never called: the
 * memory adapter answers everything in memory.
 *
 * @example
 * ```ts
 * createLatch({ adapters: [], networks: [testNetworks.ethereum] })
 * ```
 */
export const testNetworks = {
  ethereum: network('eip155', '1', 'Ethereum', 'ETH', 18),
  sepolia: network('eip155', '11155111', 'Sepolia', 'ETH', 18),
  solana: network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL', 9),
  stacks: network('stacks', '1', 'Stacks', 'STX', 6),
  bitcoin: network('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC', 8),
} satisfies Record<string, CaipNetwork>

function network(
  ns: ChainNamespace,
  id: string,
  name: string,
  symbol: string,
  decimals: number,
): CaipNetwork {
  return {
    id,
    caipNetworkId: `${ns}:${id}`,
    chainNamespace: ns,
    name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }
}
