import '@latch/react/theme.css'
import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { UserRejectedRequestError } from 'viem'
import {
  useAccount,
  useConnect,
  useDisconnect,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'
import { config, latch } from './latch'

const nft = (import.meta.env.VITE_NFT_ADDRESS ??
  '0x0000000000000000000000000000000000000000') as `0x${string}`
const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

/** Whether wagmi's error is the visitor declining (viem's UserRejectedRequestError, anywhere in its causes). */
function isUserRejection(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof UserRejectedRequestError) return true
  return false
}

/** What a wagmi app already has: its own connect, mint and disconnect, written with wagmi's hooks. */
function App() {
  const { address, status } = useAccount()
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  const { writeContract, data: hash, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const latchAccount = useLatchAccount({ namespace: 'eip155' })
  return (
    <section>
      <p data-wagmi-status={status} data-wagmi-address={address ?? ''}>
        wagmi: {status} {address}
      </p>
      <p data-latch-address={latchAccount.address ?? ''} data-latch-email={latchAccount.user?.email ?? ''}>
        Latch: {latchAccount.address} {latchAccount.user?.email}
      </p>
      <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
        Connect with wagmi
      </button>
      <button
        type="button"
        disabled={!address}
        onClick={() =>
          address && writeContract({ address: nft, abi: mintAbi, functionName: 'mint', args: [address] })
        }
      >
        Mint
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect with wagmi
      </button>
      {receipt.isSuccess ? <p data-minted={hash}>Minted</p> : null}
      {error ? (
        <p data-wagmi-error="" data-user-rejected={String(isUserRejection(error))}>
          {error.message}
        </p>
      ) : null}
    </section>
  )
}

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>
          <p data-react-version={version}>React {version}</p>
          <ConnectButton />
          <App />
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
