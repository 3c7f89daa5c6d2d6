import type { CaipNetwork } from '@latch/core'

/**
 * The one EVM network every size-app page uses: the local dev chain (the pages are built and
 * measured, never connected, so nothing calls it before a click).
 *
 * @example
 * ```ts
 * createLatch({ adapters: [evmAdapter()], networks: [LOCAL_EVM_NETWORK] })
 * ```
 */
export const LOCAL_EVM_NETWORK: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
