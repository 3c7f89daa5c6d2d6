import type { CaipNetwork } from '@latch/core'

/**
 * Bitcoin mainnet for the view tests (core's `testNetworks` has no Bitcoin yet), its RPC a closed
 * local port: nothing is fetched.
 *
 * @example
 * ```ts
 * createLatch({ adapters, networks: [testNetworks.ethereum, bitcoinNetwork] })
 * ```
 */
export const bitcoinNetwork: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
