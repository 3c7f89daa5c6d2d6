import { createLatch, type LatchState } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'

afterEach(cleanup)

async function allWallets() {
  const latch = createLatch({
    adapters: [
      createMemoryAdapter({ namespace: 'eip155', connectors: [testConnector('eip155', 'io.metamask')] })
        .adapter,
    ],
    networks: [testNetworks.ethereum],
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    await latch.ready()
    await latch.open({ view: 'AllWallets' })
  })
  const dialog = await screen.findByRole('dialog', { name: 'All Wallets' })
  return { latch, dialog }
}

describe('AllWallets loading and empty states', () => {
  it('a search that finds nothing says so, with a line of guidance', async () => {
    const { dialog } = await allWallets()
    await act(async () => {
      fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search wallets' }), {
        target: { value: 'zzzz no such wallet' },
      })
      await new Promise((resolve) => setTimeout(resolve, 350))
    })
    // the search's code loads on first use: on a loaded machine it may arrive after the debounce
    const empty = await waitFor(() => {
      const state = dialog.querySelector<HTMLElement>('[data-latch-empty-state]')
      if (!state) throw new Error('no empty state yet')
      return state
    })
    expect(within(empty).getByText('No wallet found')).toBeTruthy()
    expect(within(empty).getByText('Check the spelling, or search by the wallet’s full name.')).toBeTruthy()
  })

  it('while wallets load and none are listed yet, row-sized placeholders stand in, announced as busy', async () => {
    const { latch, dialog } = await allWallets()
    const state = latch.state as unknown as LatchState
    await act(async () => {
      // the registry is still answering a search: the controller's own flags, set as it sets them
      state.wallets.search.query = 'meta'
      state.wallets.search.results = []
      state.wallets.search.loading = true
    })
    const skeleton = within(dialog).getByRole('list', { name: 'Loading wallets' })
    expect(skeleton.getAttribute('aria-busy')).toBe('true')
    expect(skeleton.querySelectorAll('[data-latch-skeleton="row"]')).toHaveLength(5)
    expect(within(dialog).queryByText('No wallet found')).toBeNull()
  })
})
