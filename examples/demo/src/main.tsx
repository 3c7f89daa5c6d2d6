import '@latch/react/theme.css'
import './demo.css'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { demoNetworks } from './demoNetworks'
import { installDevWallet, isDevWalletOn } from './devWallet'
import { loadConfig } from './loadConfig'

async function start(): Promise<void> {
  const config = await loadConfig()
  // The dev wallet must be in the page before Latch restores a connection made with it.
  if (isDevWalletOn()) await installDevWallet().catch(() => undefined)
  const latch = createLatch({
    adapters: [evmAdapter()],
    networks: demoNetworks(config),
    metadata: {
      name: 'Latch demo',
      description: 'Every part of the Latch modal against a local dev chain',
      url: window.location.origin,
      icons: [],
    },
    features: { send: true },
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  createRoot(root).render(
    <StrictMode>
      <LatchProvider latch={latch}>
        <App config={config} />
      </LatchProvider>
    </StrictMode>,
  )
}

void start()
