import { type CaipNetwork, createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'

// The dev chain the app talks to; Vite inlines VITE_* variables at build time.
const rpcUrl: string = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'

const devChain: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
}

export const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [devChain],
  metadata: { name: 'Latch on Vite', description: 'Vite + React', url: window.location.origin, icons: [] },
  features: { send: true },
})
