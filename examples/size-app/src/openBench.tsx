import '@latch/react/theme.css'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { LOCAL_EVM_NETWORK } from './localNetwork'
import { ReactDialog } from './ReactDialog'

// The open benchmark's page (scripts/bench-open.ts): the size app's Latch setup (one connect
// button, the EVM adapter, one network) and a plain React dialog side by side, so both opens are
// timed in the same page, on the same React, in the same run.
const latch = createLatch({
  adapters: [evmAdapter()],
  networks: [LOCAL_EVM_NETWORK],
})

// Lets the benchmark close the modal between opens.
;(window as unknown as { __latchBenchClose: () => void }).__latchBenchClose = () => latch.close()

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <LatchProvider latch={latch}>
      <ConnectButton />
      <ReactDialog />
    </LatchProvider>,
  )
}
