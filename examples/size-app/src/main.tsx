import '@latch/react/theme.css'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

// The smallest real Latch app: one connect button, the EVM adapter, one network. Its initial
// JavaScript (minus React) is what the initial-JS budget (scripts/bench-app.ts) measures; the modal
// loads on first open.
const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [
    {
      id: '31337',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
})

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
}
