import { createLatch } from '@latch/core'
import { createMemoryAdapter, memorySiwx, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

/** An app whose required sign-in waits: a wallet is connected and the sign view is open. */
async function waitingForSignIn() {
  const wallet = createMemoryAdapter({ namespace: 'eip155' })
  const latch = createLatch({
    adapters: [wallet.adapter],
    networks: [testNetworks.ethereum],
    siwx: memorySiwx({ required: true }),
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    await latch.open()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
  })
  await screen.findByRole('dialog', { name: 'Sign In' })
  return latch
}

describe('ApproveTransaction with nothing to approve always has a way out', () => {
  it('reached from the sign view of a required sign-in: no close button, and Done returns to signing', async () => {
    const latch = await waitingForSignIn()
    act(() => latch.router.push('ApproveTransaction'))
    await screen.findByText('Nothing to approve')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await screen.findByRole('dialog', { name: 'Sign In' })
  })

  it('opened alone while a required sign-in waits: no close button, and Cancel follows the sign-in cancel rule (disconnect)', async () => {
    const latch = await waitingForSignIn()
    await act(() => latch.open({ view: 'ApproveTransaction' }))
    await screen.findByText('Nothing to approve')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(latch.getAccount().isConnected).toBe(false)
  })

  it('with nothing connected: Done closes it', async () => {
    const latch = createLatch({
      adapters: [],
      networks: [testNetworks.ethereum],
      siwx: memorySiwx({ required: true }),
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(() => latch.open({ view: 'ApproveTransaction' }))
    await screen.findByText('Nothing to approve')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
