import { type CaipNetwork, createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createLatchWagmiConfig } from '@latch/wagmi'
import { defineChain } from 'viem'
import { cookieStorage, createStorage, http } from 'wagmi'

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

/** The same chain for wagmi. */
const local = defineChain({
  id: 31337,
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

export const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [devChain],
  metadata: {
    name: 'Latch with wagmi 2',
    description: 'Next.js + wagmi 2',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

// Was RainbowKit's getDefaultConfig({ appName, projectId, chains, ssr: true, storage }); the
// guide's createLatchWagmiConfig takes the same wagmi parameters.
export const config = createLatchWagmiConfig({
  latch,
  chains: [local],
  transports: { [local.id]: http(rpcUrl) },
  ssr: true,
  storage: createStorage({ storage: cookieStorage }),
})
