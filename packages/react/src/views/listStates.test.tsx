// Every list that loads shows row-sized placeholders while it loads (announced as busy), and an empty
// state with a line of guidance when there is nothing: the Account tabs (tokens, NFTs, activity) and
// Send's token choice. (AllWallets has its own: AllWalletsStates.test.tsx.)
import {
  type ActivityItem,
  createLatch,
  createMemoryStore,
  type NftItem,
  type TokenBalance,
} from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { findView } from './email/testing/renderAuthApp'

afterEach(cleanup)

/** A promise the test settles when it wants: the data source still answering until then. */
function gate<T>() {
  let open!: (value: T) => void
  const promise = new Promise<T>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

async function connectedApp() {
  const tokens = gate<TokenBalance[]>()
  const nfts = gate<NftItem[]>()
  const activity = gate<{ items: ActivityItem[] }>()
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'test-wallet')],
    accounts: { 'test-wallet': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
  })
  memory.adapter.accountData = {
    getTokenBalances: () => tokens.promise,
    getNfts: () => nfts.promise,
    getActivity: () => activity.promise,
  }
  const latch = createLatch({
    adapters: [memory.adapter],
    networks: [testNetworks.ethereum],
    storage: createMemoryStore(),
  })
  render(<LatchProvider latch={latch} />)
  await act(async () => {
    await latch.ready()
    await latch.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  })
  return { latch, tokens, nfts, activity }
}

/** The placeholder list named `label`: busy, with `rows` row-sized placeholders. */
async function expectSkeleton(view: HTMLElement, label: string, rows: number) {
  const skeleton = await within(view).findByRole('list', { name: label })
  expect(skeleton.getAttribute('aria-busy')).toBe('true')
  expect(skeleton.querySelectorAll('[data-latch-skeleton="row"]')).toHaveLength(rows)
}

/** The empty state: its title and its line of guidance. */
async function expectEmpty(view: HTMLElement, title: string, guidance: string) {
  const empty = await within(view).findByText(title)
  const state = empty.closest('[data-latch-empty-state]') as HTMLElement
  expect(state).not.toBeNull()
  expect(within(state).getByText(guidance)).toBeTruthy()
}

describe('list views: placeholders while loading, an empty state with guidance when empty', () => {
  it('Account › Tokens: placeholder rows while the balances load, then "No tokens yet" with guidance', async () => {
    const { latch, tokens } = await connectedApp()
    await act(() => latch.open({ view: 'Account' }))
    const view = await findView('Account')
    await expectSkeleton(view, 'Loading tokens', 3)
    await act(async () => tokens.open([]))
    await expectEmpty(view, 'No tokens yet', 'Tokens sent to this address on this network show here.')
    expect(within(view).queryByRole('list', { name: 'Loading tokens' })).toBeNull()
  })

  it('Account › NFTs: placeholder rows while the NFTs load, then "No NFTs yet" with guidance', async () => {
    const { latch, nfts } = await connectedApp()
    await act(() => latch.open({ view: 'Account' }))
    act(() => latch.account.setCurrentTab('nfts'))
    const view = await findView('Account')
    await expectSkeleton(view, 'Loading NFTs…', 2)
    await act(async () => nfts.open([]))
    await expectEmpty(view, 'No NFTs yet', 'NFTs this address owns on this network show here.')
  })

  it('Account › Activity: placeholder rows while the history loads, then "No activity yet" with guidance', async () => {
    const { latch, activity } = await connectedApp()
    await act(() => latch.open({ view: 'Account' }))
    act(() => latch.account.setCurrentTab('activity'))
    const view = await findView('Account')
    await expectSkeleton(view, 'Loading activity…', 3)
    await act(async () => activity.open({ items: [] }))
    await expectEmpty(view, 'No activity yet', 'Transfers you send or receive on this network show here.')
  })

  it('Send › Select Token: placeholder rows while the balances load, then "No tokens to send" with what to do', async () => {
    const { latch, tokens } = await connectedApp()
    await act(() => latch.open({ view: 'WalletSendSelectToken' }))
    const view = await findView('WalletSendSelectToken')
    await expectSkeleton(view, 'Loading tokens', 3)
    await act(async () => tokens.open([]))
    await expectEmpty(
      view,
      'No tokens to send',
      'This address holds no tokens on this network yet. Receive some first, then come back.',
    )
    expect(screen.queryByRole('list', { name: 'Loading tokens' })).toBeNull()
  })
})
