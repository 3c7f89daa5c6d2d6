// "Recent" marks a wallet the user really connected with (SPEC §3, §5: recent wallets, max 2), not
// one whose connect failed or was cancelled.
import { createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { findView } from './email/testing/renderAuthApp'

afterEach(cleanup)

async function renderConnect() {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
  })
  const latch = createLatch({
    adapters: [memory.adapter],
    networks: [testNetworks.ethereum],
    storage: createMemoryStore(),
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    await latch.ready()
    await latch.open({ view: 'Connect' })
  })
  return { latch, memory }
}

const row = (view: HTMLElement, name: string) => {
  const button = within(view).getByRole('button', { name: new RegExp(name) })
  return button.closest('li') ?? button
}

describe('"Recent" wallets', () => {
  it('a wallet whose connect was refused is not marked Recent; one that connected is', async () => {
    const { latch, memory } = await renderConnect()
    memory.rejectConnect({ code: 4001, message: 'User rejected the request.' })
    fireEvent.click(within(await findView('Connect')).getByRole('button', { name: /Wallet io\.rabby/ }))
    const connecting = await findView('ConnectingExternal')
    await within(connecting).findByRole('alert')
    expect(latch.getState().wallets.recent).toEqual([])
    await act(async () => {
      latch.router.reset('Connect')
    })
    expect(within(row(await findView('Connect'), 'Wallet io\\.rabby')).queryByText('Recent')).toBeNull()

    fireEvent.click(within(await findView('Connect')).getByRole('button', { name: /Wallet io\.metamask/ }))
    await act(async () => {
      await latch.ready()
    })
    await expect.poll(() => latch.getState().wallets.recent.map((w) => w.id)).toEqual(['io.metamask'])
  })
})
