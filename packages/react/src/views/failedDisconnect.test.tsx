// "Failed to disconnect" (SPEC §8): a wallet whose disconnect throws still leaves the app
// disconnected, and the user is told that the wallet itself may still hold the session.
import { type ChainAdapter, createLatch, createMemoryStore, MESSAGES } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { findView } from './email/testing/renderAuthApp'

afterEach(cleanup)

describe('"Failed to disconnect"', () => {
  it('Disconnect on Account with a wallet whose disconnect throws: the account is gone and the toast says "Failed to disconnect"', async () => {
    const memory = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
      accounts: { 'io.metamask': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
    })
    const adapter: ChainAdapter = {
      ...memory.adapter,
      disconnect: () => Promise.reject(new Error('wallet went away')),
    }
    const latch = createLatch({
      adapters: [adapter],
      networks: [testNetworks.ethereum],
      storage: createMemoryStore(),
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      await latch.open({ view: 'Account' })
    })
    const account = await findView('Account')
    await act(async () => {
      fireEvent.click(within(account).getByRole('button', { name: /^Disconnect / }))
    })
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBeUndefined()
    expect(latch.getState().snack).toMatchObject({
      open: true,
      message: MESSAGES.failedToDisconnect,
      variant: 'error',
    })
    // the toast is in the modal: it stays open, on Connect, so the message is seen
    expect(latch.getState().modal.open).toBe(true)
    await findView('Connect')
    const toast = within(screen.getByRole('dialog')).getByText(MESSAGES.failedToDisconnect)
    expect(toast.closest('[data-latch-toast]')).not.toBeNull()
    // and the instance's log keeps it for a bug report
    expect(latch.logs.read().at(-1)).toMatchObject({ level: 'error', message: MESSAGES.failedToDisconnect })
  })
})
