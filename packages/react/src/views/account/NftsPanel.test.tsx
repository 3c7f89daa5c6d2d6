import { createLatch, createMemoryStore, type NftItem } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'
import { findView } from '../email/testing/renderAuthApp'

afterEach(cleanup)

async function accountWithNfts(nfts: NftItem[]) {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'test-wallet')],
    accounts: { 'test-wallet': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
  })
  memory.adapter.accountData = {
    getTokenBalances: async () => [],
    getNfts: async () => nfts,
    getActivity: async () => ({ items: [] }),
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
    await latch.open({ view: 'Account' })
  })
  act(() => latch.account.setCurrentTab('nfts'))
  return findView('Account')
}

const nft = (tokenId: string, imageUrl: string): NftItem => ({
  chainId: 'eip155:1',
  contract: '0xc0ffee0000000000000000000000000000000000',
  tokenId,
  name: `Latch NFT #${tokenId}`,
  imageUrl,
})

describe('Account › NFTs', () => {
  it('draws each NFT’s own image with its name; an image that fails to load gives way to the placeholder in its box', async () => {
    const view = await accountWithNfts([
      nft('1', 'http://127.0.0.1:9/1.png'),
      nft('2', 'http://127.0.0.1:9/2.png'),
    ])
    const list = await within(view).findByRole('list', { name: 'NFTs' })
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(2))
    const items = list.querySelectorAll('[data-latch-nft]')
    expect([...items].map((item) => item.querySelector('[data-latch-nft-name]')?.textContent)).toEqual([
      'Latch NFT #1',
      'Latch NFT #2',
    ])
    const [first] = list.querySelectorAll('img')
    expect(first?.getAttribute('src')).toBe('http://127.0.0.1:9/1.png')
    fireEvent.error(first!)
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(1))
    const placeholder = items[0]?.querySelector('[data-latch-icon="nft"][data-placeholder]')
    expect(placeholder?.textContent).toBe('L')
  })

  it('never loads an unsafe image URL from the data source: the placeholder is drawn instead', async () => {
    const view = await accountWithNfts([nft('3', 'javascript:alert(1)')])
    const list = await within(view).findByRole('list', { name: 'NFTs' })
    await waitFor(() =>
      expect(list.querySelector('[data-latch-icon="nft"][data-placeholder]')).not.toBeNull(),
    )
    expect(list.querySelector('img')).toBeNull()
  })
})
