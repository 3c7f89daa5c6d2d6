import { createLatch, type Latch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { useConnections } from './useConnections'
import { useDisconnectConnection } from './useDisconnectConnection'
import { useSwitchConnection } from './useSwitchConnection'

afterEach(cleanup)

/** Two EVM extensions and a Solana wallet, all connected (the last EVM one active). */
async function connectedWorld(): Promise<Latch> {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    connectors: [testConnector('solana', 'Phantom')],
  })
  const latch = createLatch({
    adapters: [evm.adapter, solana.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana],
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
  await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
  return latch
}

function Wallets({ namespace }: { namespace?: 'eip155' | 'solana' }) {
  const connections = useConnections(namespace)
  const switchConnection = useSwitchConnection()
  const disconnectConnection = useDisconnectConnection()
  return (
    <ul>
      {connections.map((c) => (
        <li key={c.id}>
          <span data-testid="wallet">{`${c.wallet.name}${c.active ? ' (active)' : ''}`}</span>
          <button type="button" onClick={() => switchConnection(c)}>
            use {c.wallet.name}
          </button>
          <button type="button" onClick={() => disconnectConnection(c.id)}>
            drop {c.wallet.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

const shown = () => screen.queryAllByTestId('wallet').map((span) => span.textContent)

describe('multi-wallet hooks', () => {
  it('useConnections lists every connection and follows a connect made outside React', async () => {
    const latch = await connectedWorld()
    render(
      <LatchProvider latch={latch} modal={false}>
        <Wallets namespace="eip155" />
      </LatchProvider>,
    )
    expect(shown()).toEqual(['Wallet io.rabby (active)', 'Wallet io.metamask'])
    await act(() => latch.switchConnection('eip155:io.metamask'))
    expect(shown()).toEqual(['Wallet io.rabby', 'Wallet io.metamask (active)'])
  })

  it('useSwitchConnection makes the clicked wallet the active one', async () => {
    const latch = await connectedWorld()
    render(
      <LatchProvider latch={latch} modal={false}>
        <Wallets />
      </LatchProvider>,
    )
    await act(async () => fireEvent.click(screen.getByText('use Wallet io.metamask')))
    expect(latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('io.metamask')
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    expect(shown()).toContain('Wallet io.metamask (active)')
  })

  it('useDisconnectConnection drops only the clicked wallet', async () => {
    const latch = await connectedWorld()
    render(
      <LatchProvider latch={latch} modal={false}>
        <Wallets />
      </LatchProvider>,
    )
    await act(async () => fireEvent.click(screen.getByText('drop Wallet io.rabby')))
    expect(shown()).toEqual(['Wallet io.metamask (active)', 'Wallet Phantom (active)'])
    expect(latch.connections.list().map((c) => c.id)).toEqual(['eip155:io.metamask', 'solana:Phantom'])
  })
})
