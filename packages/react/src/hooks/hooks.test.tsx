import { type CaipNetwork, type ChainAdapter, createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { useLatchAccount } from './useLatchAccount'
import { useLatchNetwork } from './useLatchNetwork'
import { useLatchProvider } from './useLatchProvider'
import { useLatchState } from './useLatchState'

afterEach(cleanup)

const local: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function Balance({ renders }: { renders: { account: number } }) {
  renders.account++
  const { balance, status } = useLatchAccount({ namespace: 'eip155' })
  return (
    <p data-testid="balance">
      {status}:{balance ?? '-'}
    </p>
  )
}

function ModalFlag() {
  const { open } = useLatchState()
  const { caipNetwork } = useLatchNetwork()
  return (
    <p data-testid="modal">
      {open ? 'open' : 'closed'}:{caipNetwork?.name}
    </p>
  )
}

describe('hooks over the core state', () => {
  it('useLatchAccount re-renders with the account the core holds; useLatchState follows open/close', async () => {
    const latch = createLatch({ adapters: [], networks: [local] })
    const renders = { account: 0 }
    render(
      <LatchProvider latch={latch} modal={false}>
        <Balance renders={renders} />
        <ModalFlag />
      </LatchProvider>,
    )
    expect(screen.getByTestId('balance').textContent).toBe('disconnected:-')
    expect(screen.getByTestId('modal').textContent).toBe('closed:Local')
    act(() => latch.account.patch('eip155', { balance: '1.5', balanceSymbol: 'ETH' }))
    await screen.findByText('disconnected:1.5')
    const rendersAfterBalance = renders.account
    await act(() => latch.open({ view: 'Networks' }))
    await screen.findByText('open:Local')
    // Opening the modal changes no account field: the balance reader did not re-render.
    expect(renders.account).toBe(rendersAfterBalance)
  })
})

function ProviderName() {
  const { walletProvider, connectorId } = useLatchProvider('solana')
  const name = (walletProvider as { name?: string } | undefined)?.name
  return (
    <p data-testid="provider">
      {connectorId ?? '-'}:{name ?? 'none'}
    </p>
  )
}

describe('useLatchProvider', () => {
  it('gives latch.getProvider(namespace) for the connected wallet, and none again after disconnect', async () => {
    const memory = createMemoryAdapter({
      namespace: 'solana',
      connectors: [testConnector('solana', 'Phantom')],
    })
    const phantom = { name: 'Phantom wallet', features: {} }
    const adapter: ChainAdapter = { ...memory.adapter, getProvider: () => phantom }
    const latch = createLatch({
      adapters: [adapter],
      networks: [testNetworks.solana],
      storage: createMemoryStore(),
    })
    latch.mount()
    await latch.ready()
    render(
      <LatchProvider latch={latch} modal={false}>
        <ProviderName />
      </LatchProvider>,
    )
    expect(screen.getByTestId('provider').textContent).toBe('-:none')
    await act(() => latch.connect({ namespace: 'solana', connectorId: 'Phantom' }))
    await screen.findByText('Phantom:Phantom wallet')
    expect(latch.getProvider('solana')).toBe(phantom)
    await act(() => latch.disconnect({ namespace: 'solana' }))
    await screen.findByText('-:none')
  })
})
