import { type CaipNetwork, createLatch } from '@latch/core'
import { createEmbeddedWallet } from '@latch/embedded-wallet'
import { evmAdapter } from '@latch/evm'
import { createLatchWagmiConfig } from '@latch/wagmi'
import { http } from 'wagmi'
import { hardhat } from 'wagmi/chains'

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

const metadata = {
  name: 'Latch with wagmi',
  description: 'Vite + React + wagmi',
  url: window.location.origin,
  icons: [],
}

// The embedded wallet (email sign-in, keys in a frame on its own origin), when the app's backend
// runs it: the auth service's URL and the key frame page's.
const authUrl: string | undefined = import.meta.env.VITE_AUTH_URL
const frameUrl: string | undefined = import.meta.env.VITE_FRAME_URL
const embeddedWallet =
  authUrl && frameUrl
    ? {
        auth: { provider: createEmbeddedWallet({ authUrl, frameUrl, networks: [devChain] }) },
        features: { email: true },
      }
    : {}

// The lines of the wagmi guides (packages/wagmi/README.md): the app's wagmi hooks now run on the
// wallet connected through Latch. wagmi's `hardhat` chain is the dev chain (id 31337).
export const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [devChain],
  metadata,
  ...embeddedWallet,
})
export const config = createLatchWagmiConfig({
  latch,
  chains: [hardhat],
  transports: { [hardhat.id]: http(rpcUrl) },
})
