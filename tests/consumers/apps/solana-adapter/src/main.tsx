import './polyfills'
import '@latch/react/theme.css'
import { ConnectButton, LatchProvider } from '@latch/react'
import { LatchWalletAdapter } from '@latch/solana/wallet-adapter'
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react'
import { StrictMode, useMemo } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { latch, rpcUrl, wsUrl } from './latch'

/** The guide's lines: wallet-adapter's providers, with Latch's adapter as the only wallet. */
function Providers() {
  const wallets = useMemo(() => [new LatchWalletAdapter({ latch })], [])
  return (
    <ConnectionProvider endpoint={rpcUrl} config={{ commitment: 'confirmed', wsEndpoint: wsUrl }}>
      <WalletProvider wallets={wallets} autoConnect>
        <App />
      </WalletProvider>
    </ConnectionProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <ConnectButton />
      <Providers />
    </LatchProvider>
  </StrictMode>,
)
