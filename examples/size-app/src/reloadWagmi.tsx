import { connect, createConfig, http, reconnect } from '@wagmi/core'
import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { LOCAL_EVM_NETWORK } from './localNetwork'

// The reload benchmark's comparison (scripts/bench-reload.ts): a wagmi app's own reconnect, as
// `WagmiProvider` runs it on load, on the same chain and the same EIP-6963 wallet as Latch's page.
// Its button shows the connected address the way RainbowKit's and ConnectKit's do: from wagmi's
// connection state once `reconnect` has asked the wallet.
const local = defineChain({
  id: Number(LOCAL_EVM_NETWORK.id),
  name: LOCAL_EVM_NETWORK.name,
  nativeCurrency: LOCAL_EVM_NETWORK.nativeCurrency,
  rpcUrls: { default: { http: [...LOCAL_EVM_NETWORK.rpcUrls.default.http] } },
})
const config = createConfig({
  chains: [local],
  transports: { [local.id]: http() },
})
void reconnect(config)

// wagmi's own store: its state object changes on every connection change
const subscribe = (listener: () => void) => config.subscribe((state) => state, listener)

function Button() {
  const state = useSyncExternalStore(subscribe, () => config.state)
  const address = state.current ? state.connections.get(state.current)?.accounts[0] : undefined
  return (
    <button
      type="button"
      data-wagmi-button=""
      data-status={address ? 'connected' : 'disconnected'}
      onClick={() => {
        // the wallet announced over EIP-6963 (wagmi's multi-injected discovery, on by default)
        const wallet = config.connectors[0]
        if (wallet) void connect(config, { connector: wallet })
      }}
    >
      {address ? `${address.slice(0, 6)}…${address.slice(-4)}` : 'Connect Wallet'}
    </button>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<Button />)
