import { type CaipNetwork, createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'

// The dev chain the app talks to; Next.js inlines NEXT_PUBLIC_* variables at build time.
const rpcUrl = process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545'

const devChain: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
}

// One instance for the app, created when the module loads (on the server and in the browser).
export const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [devChain],
  metadata: { name: 'Latch on Next.js', description: 'App Router', url: 'http://127.0.0.1', icons: [] },
})
