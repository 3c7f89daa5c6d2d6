// Type-checked (never run) under moduleResolution "bundler" and "node16", strict: the public API
// of each package as an app written in TypeScript uses it.
import { type AuthService, type AuthServiceOptions, startAuthService } from '@latch/auth-server'
import {
  type CaipNetwork,
  createLatch,
  createMemoryStore,
  type Latch,
  LatchError,
  type SiwxSession,
  type SiwxVerifier,
} from '@latch/core'
import { type EvmAdapterOptions, evmAdapter } from '@latch/evm'
import { getEip1193Provider } from '@latch/evm/provider'
import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/react'
import { createSolanaSiwxVerifier } from '@latch/solana'
import { createStacksSiwx } from '@latch/stacks'
import { verifyStacksMessageSignature } from '@latch/stacks/validation'
import { BrowserProvider } from 'ethers'
import type { ReactElement } from 'react'
import type { EIP1193Provider } from 'viem'

const devChain: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const adapterOptions: EvmAdapterOptions = {}
export const latch: Latch = createLatch({
  adapters: [evmAdapter(adapterOptions)],
  networks: [devChain],
  storage: createMemoryStore(),
})

export const verifiers: SiwxVerifier[] = [createSolanaSiwxVerifier(), createStacksSiwx()]

export async function verifyAll(session: SiwxSession): Promise<boolean[]> {
  return Promise.all(verifiers.map((verifier) => verifier.verify(session, { domain: 'app.example' })))
}

export const stacksOk: Promise<boolean> = verifyStacksMessageSignature({
  address: 'SP0',
  message: '',
  signature: '',
})

export function describeError(error: unknown): string {
  return error instanceof LatchError ? `${error.name}: ${error.shortMessage}` : String(error)
}

function Address(): ReactElement {
  const { address, isConnected } = useLatchAccount()
  return <span>{isConnected ? address : 'not connected'}</span>
}

export function App(): ReactElement {
  return (
    <LatchProvider latch={latch}>
      <ConnectButton label="Connect" />
      <Address />
    </LatchProvider>
  )
}

const options: AuthServiceOptions = { allowedOrigins: ['http://127.0.0.1:3000'], mail: 'dev-mailbox' }
export const service: Promise<AuthService> = startAuthService(options)

// Typed providers (issue 27): the eip155 provider is viem's EIP1193Provider, which ethers v6 takes.
export const eip155: EIP1193Provider | undefined = latch.getProvider('eip155')
export const routed: EIP1193Provider = getEip1193Provider(latch)
export const ethersProvider: BrowserProvider = new BrowserProvider(routed)
