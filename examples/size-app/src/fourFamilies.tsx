import '@latch/react/theme.css'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork } from '@latch/stacks'
import { createRoot } from 'react-dom/client'
import { LOCAL_EVM_NETWORK } from './localNetwork'

// The four-family Latch app: one connect button, the EVM, Solana and Stacks/Bitcoin adapters, one
// network of each. Its initial JavaScript (minus React) is what FOUR_FAMILIES_JS_BUDGET_KB in
// scripts/bench-app.ts measures; the modal and the chains' SDKs load later.
const { stacks, bip122 } = createStacksAdapters()
const latch = createLatch({
  adapters: [evmAdapter(), solanaAdapter(), stacks, bip122],
  networks: [
    LOCAL_EVM_NETWORK,
    solanaLocalnet({ genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', http: 'http://127.0.0.1:8899' }),
    defineStacksNetwork('testnet', 'http://127.0.0.1:3999'),
    defineBitcoinNetwork('testnet', 'http://127.0.0.1:3002'),
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
