import { createLatch } from '@latch/core'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'

// The local node the app talks to; Vite inlines VITE_* variables at build time.
export const rpcUrl: string = import.meta.env.VITE_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899'
export const wsUrl: string = import.meta.env.VITE_SOLANA_WS_URL ?? 'ws://127.0.0.1:8900'
const genesisHash: string = import.meta.env.VITE_SOLANA_GENESIS_HASH ?? '11111111111111111111111111111111'

export const latch = createLatch({
  adapters: [solanaAdapter()],
  networks: [solanaLocalnet({ genesisHash, http: rpcUrl, webSocket: wsUrl })],
  metadata: {
    name: 'Latch with wallet-adapter',
    description: 'Vite + React + @solana/wallet-adapter-react',
    url: window.location.origin,
    icons: [],
  },
})
