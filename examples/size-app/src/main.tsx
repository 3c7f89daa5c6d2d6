import '@latch/react/theme.css'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { LOCAL_EVM_NETWORK } from './localNetwork'

// The smallest real Latch app: one connect button, the EVM adapter, one network. Its initial
// JavaScript (minus React) is what INITIAL_JS_BUDGET_KB in scripts/bench-app.ts measures; the
// modal loads when the page is idle or on first open.
const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [LOCAL_EVM_NETWORK],
})

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
}
