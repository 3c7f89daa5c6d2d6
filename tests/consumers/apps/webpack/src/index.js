import '@latch/react/theme.css'
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const devChain = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [process.env.LATCH_RPC_URL] } },
}

const latch = createLatch({ adapters: [evmAdapter()], networks: [devChain] })

createRoot(document.getElementById('root')).render(
  createElement(StrictMode, null, createElement(LatchProvider, { latch }, createElement(ConnectButton))),
)
