// A refused or failed connect or network switch says what happened and what to do, in the view
// where the user acted (once, no toast), with "Try again" that asks the wallet again.
import { type ChainAdapter, createLatch, MESSAGES } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'
import { findView } from '../email/testing/renderAuthApp'

afterEach(cleanup)

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** How many times the open dialog shows `text`, inline or in its toast. */
const shown = (text: string) =>
  within(screen.getByRole('dialog')).queryAllByText((_, element) =>
    element?.children.length === 0 ? element.textContent === text : false,
  ).length

const toast = () => screen.getByRole('dialog').querySelector('[data-latch-toast]')?.textContent

function setup(switchNetwork?: ChainAdapter['switchNetwork']) {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    accounts: { 'io.metamask': [{ address: ACCOUNT }] },
  })
  const adapter: ChainAdapter = switchNetwork ? { ...memory.adapter, switchNetwork } : memory.adapter
  const latch = createLatch({ adapters: [adapter], networks: [testNetworks.ethereum, testNetworks.sepolia] })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  return { latch, memory }
}

async function connectThroughTheModal(latch: ReturnType<typeof createLatch>) {
  await act(async () => {
    await latch.ready()
    await latch.open({ view: 'Connect' })
  })
  const connect = await findView('Connect')
  fireEvent.click(within(connect).getByRole('button', { name: /Wallet io\.metamask/ }))
  return findView('ConnectingExternal')
}

describe('failed connect and switch requests are explained where the user acted', () => {
  it('a connection the wallet refuses says "Connection rejected", the error once, what to do, and retries', async () => {
    const { latch, memory } = setup()
    memory.rejectConnect({ code: 4001, message: 'User rejected the request.' })
    const view = await connectThroughTheModal(latch)
    const alert = await within(view).findByRole('alert')
    expect(alert.textContent).toBe(MESSAGES.userRejected)
    expect(within(view).getByText(MESSAGES.connectionRejected)).toBeTruthy()
    expect(
      within(view).getByText(
        'Try again and approve the request in Wallet io.metamask, or go back and choose another wallet.',
      ),
    ).toBeTruthy()
    expect(shown(MESSAGES.userRejected)).toBe(1)
    expect(shown(MESSAGES.connectionRejected)).toBe(1)
    expect(toast()).toBeUndefined()

    fireEvent.click(within(view).getByRole('button', { name: 'Try again' }))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('a connection that fails otherwise says "Failed to connect" with the normalised error, once each, and what to check', async () => {
    const { latch, memory } = setup()
    memory.rejectConnect(new Error('extension crashed'))
    const view = await connectThroughTheModal(latch)
    const alert = await within(view).findByRole('alert')
    expect(alert.textContent).toBe(MESSAGES.unknownWalletError)
    expect(shown(MESSAGES.failedToConnect)).toBe(1)
    expect(shown(MESSAGES.unknownWalletError)).toBe(1)
    expect(shown('extension crashed')).toBe(0)
    expect(
      within(view).getByText(
        'Make sure Wallet io.metamask is unlocked, then try again, or go back and choose another wallet.',
      ),
    ).toBeTruthy()
    expect(within(view).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(toast()).toBeUndefined()
  })

  it('a network switch the wallet refuses says "Switch declined", the error once, what to do, and retries', async () => {
    let refuse = true
    const switched: string[] = []
    const { latch } = setup(async ({ network }) => {
      if (refuse) {
        refuse = false
        throw { code: 4001, message: 'User rejected the request.' }
      }
      switched.push(network.caipNetworkId)
    })
    await act(async () => {
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      await latch.open({ view: 'Account' })
    })
    await act(async () => {
      await latch.switchNetwork(testNetworks.sepolia.caipNetworkId)
    })
    const view = await findView('SwitchNetwork')
    const alert = await within(view).findByRole('alert')
    expect(alert.textContent).toBe(MESSAGES.userRejected)
    expect(within(view).getByText('Switch declined')).toBeTruthy()
    expect(
      within(view).getByText(
        'Try again and approve the switch to Sepolia in your wallet, or go back to stay on the current network.',
      ),
    ).toBeTruthy()
    expect(shown(MESSAGES.userRejected)).toBe(1)
    expect(toast()).toBeUndefined()

    fireEvent.click(within(view).getByRole('button', { name: 'Try again' }))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(switched).toEqual([testNetworks.sepolia.caipNetworkId])
  })
})
