import { testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COPY_FEEDBACK_MS } from './CopyAddressButton'
import { nativeToken } from './testing/nativeToken'
import { ACCOUNT, findView, RECEIVER, renderAccountApp } from './testing/renderAccountApp'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Account view', () => {
  it('Copy address writes the full address to the clipboard, says "Copied" for 1.5 s and announces it', async () => {
    await renderAccountApp()
    const view = await findView('Account')
    const written: string[] = []
    const clipboard = { writeText: async (text: string) => void written.push(text) }
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
    vi.useFakeTimers()
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Copy address' }))
    })
    expect(written).toEqual([ACCOUNT])
    expect(within(view).getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(within(view).getByRole('status').textContent).toBe('Address copied to the clipboard')
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1))
    expect(within(view).queryByRole('button', { name: 'Copied' })).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(view).getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(within(view).getByRole('status').textContent).toBe('')
  })

  it('a clipboard the page may not write to says "Copy failed" instead of pretending', async () => {
    await renderAccountApp()
    const view = await findView('Account')
    const clipboard = { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Copy address' }))
    })
    expect(within(view).getByRole('button', { name: 'Copy failed' })).toBeTruthy()
    expect(within(view).getByRole('status').textContent).toBe('The address could not be copied')
  })

  it('"View on explorer" opens the address on the network block explorer, in a new tab without opener', async () => {
    await renderAccountApp({ explorer: 'https://etherscan.example/' })
    const link = within(await findView('Account')).getByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.example/address/${ACCOUNT}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('offers no explorer link when the network has none or its URL is not http(s)', async () => {
    await renderAccountApp({ explorer: 'javascript:alert(1)//' })
    const view = await findView('Account')
    expect(within(view).queryByRole('link', { name: 'View on explorer' })).toBeNull()
    cleanup()
    await renderAccountApp()
    expect(within(await findView('Account')).queryByRole('link', { name: 'View on explorer' })).toBeNull()
  })

  it('shows the profile name and avatar from the identity lookup, with the shortened address beside', async () => {
    await renderAccountApp({ identity: { name: 'alice.reown.id', avatar: 'https://img.example/alice.png' } })
    const view = await findView('Account')
    await waitFor(() =>
      expect(view.querySelector('[data-latch-address]')?.textContent).toBe('alice.reown.id'),
    )
    await waitFor(() =>
      expect(view.querySelector('img[data-latch-icon="avatar"]')?.getAttribute('src')).toBe(
        'https://img.example/alice.png',
      ),
    )
    expect(view.querySelector('[data-latch-short-address]')?.textContent).toBe('0x7099…79C8')
  })

  it("without an identity shows the shortened address and the address's identicon", async () => {
    await renderAccountApp()
    const view = await findView('Account')
    await waitFor(() => expect(view.querySelector('[data-latch-address]')?.textContent).toBe('0x7099…79C8'))
    // no profile image: the address's local identicon, never a request
    await waitFor(() =>
      expect(view.querySelector('img[data-latch-icon="avatar"]')?.getAttribute('src')).toMatch(
        /^data:image\/svg\+xml;base64,/,
      ),
    )
  })

  it('offers Send on EVM and Solana accounts, never on Stacks or Bitcoin accounts (SPEC §5)', async () => {
    for (const [namespace, offered] of [
      ['eip155', true],
      ['solana', true],
      ['stacks', false],
      ['bip122', false],
    ] as const) {
      await renderAccountApp({ namespace })
      const view = await findView('Account')
      expect(within(view).queryByRole('button', { name: 'Send' }) !== null, namespace).toBe(offered)
      cleanup()
    }
  })

  it('the network button shows the network logo and name', async () => {
    await renderAccountApp()
    const button = (await findView('Account')).querySelector('[data-latch-network-button]')!
    expect(button.textContent).toContain(testNetworks.ethereum.name)
    expect(button.querySelector('[data-latch-wallet-image]')).not.toBeNull()
  })

  it('with one wallet, Disconnect names it and offers nothing more', async () => {
    await renderAccountApp()
    const view = await findView('Account')
    const button = view.querySelector('[data-latch-disconnect]')
    expect(button?.textContent).toMatch(/^Disconnect \S/)
    expect(view.querySelector('[data-latch-disconnect-all]')).toBeNull()
    expect(within(view).queryByText('Your other wallets stay connected.')).toBeNull()
  })

  it('shows the balance with its USD value when the data source prices it, and tokens with theirs', async () => {
    const network = testNetworks.ethereum
    await renderAccountApp({
      tokens: [
        nativeToken(network, '10', { price: '3012.55', value: '30125.5' }),
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: network.caipNetworkId,
          address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          decimals: 6,
          quantity: { decimals: '6', numeric: '250.255' },
        },
      ],
    })
    const view = await findView('Account')
    await waitFor(() =>
      expect(view.querySelector('[data-latch-balance-usd]')?.textContent?.trim()).toBe('$30,125.50'),
    )
    expect(view.querySelector('[data-latch-balance]')?.textContent).toContain('10.00 ETH')
    const eth = view.querySelector('[data-latch-token="ETH"]')!
    expect(eth.querySelector('[data-latch-token-value]')?.textContent).toBe('$30,125.50')
    const usdc = view.querySelector('[data-latch-token="USDC"]')!
    expect(usdc.querySelector('[data-latch-token-amount]')?.textContent).toBe('250.26 USDC')
    expect(usdc.querySelector('[data-latch-token-value]')).toBeNull()
  })

  it('a small balance never reads as zero: 0.0005 of the native coin and 0.000000001 of a token show as such, not as 0.00', async () => {
    const network = testNetworks.ethereum
    await renderAccountApp({
      balance: 5n * 10n ** 14n,
      tokens: [
        nativeToken(network, '0.0005'),
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: network.caipNetworkId,
          address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          decimals: 18,
          quantity: { decimals: '18', numeric: '0.000000001' },
        },
      ],
    })
    const view = await findView('Account')
    await waitFor(() =>
      expect(view.querySelector('[data-latch-balance]')?.textContent).toContain('0.0005 ETH'),
    )
    const usdc = view.querySelector('[data-latch-token="USDC"]')!
    expect(usdc.querySelector('[data-latch-token-amount]')?.textContent).toBe('< 0.00000001 USDC')
  })

  it('activity rows show an icon, the direction, the shortened counterpart and a link to the transaction on the explorer', async () => {
    const chain = testNetworks.ethereum.caipNetworkId
    const hashOut = `0x${'1'.repeat(64)}`
    const hashIn = `0x${'2'.repeat(64)}`
    const { latch } = await renderAccountApp({
      explorer: 'https://etherscan.example',
      activity: [
        {
          id: hashOut,
          metadata: { minedAt: 1_700_000_060_000, chain, status: 'confirmed', hash: hashOut },
          transfers: [{ direction: 'out', symbol: 'ETH', amount: '1.5', from: ACCOUNT, to: RECEIVER }],
        },
        {
          id: hashIn,
          metadata: { minedAt: 1_700_000_000_000, chain, status: 'confirmed', hash: hashIn },
          transfers: [{ direction: 'in', symbol: 'ETH', amount: '0.25', from: RECEIVER, to: ACCOUNT }],
        },
      ],
    })
    act(() => latch.account.setCurrentTab('activity'))
    const list = await screen.findByRole('list', { name: 'Activity' })
    const [sent, received] = within(list).getAllByRole('listitem')
    expect(sent!.querySelector('[data-latch-activity-icon="out"]')).not.toBeNull()
    expect(sent!.querySelector('[data-latch-activity-summary]')?.textContent).toBe(
      'Sent 1.50 ETH to 0x3C44…93BC',
    )
    expect(sent!.querySelector('[data-latch-activity-counterpart]')?.getAttribute('title')).toBe(RECEIVER)
    expect(
      within(sent!).getByRole('link', { name: 'View sent transaction on explorer' }).getAttribute('href'),
    ).toBe(`https://etherscan.example/tx/${hashOut}`)
    expect(received!.querySelector('[data-latch-activity-icon="in"]')).not.toBeNull()
    expect(received!.querySelector('[data-latch-activity-summary]')?.textContent).toBe(
      'Received 0.25 ETH from 0x3C44…93BC',
    )
    expect(
      within(received!)
        .getByRole('link', { name: 'View received transaction on explorer' })
        .getAttribute('href'),
    ).toBe(`https://etherscan.example/tx/${hashIn}`)
  })

  it('a send that reverted says "Failed" beside its time; a confirmed one only shows its time', async () => {
    const chain = testNetworks.ethereum.caipNetworkId
    const row = (n: string, status: 'failed' | 'confirmed') => ({
      id: `0x${n.repeat(64)}`,
      metadata: { minedAt: 1_700_000_000_000, chain, status, hash: `0x${n.repeat(64)}` },
      transfers: [{ direction: 'out' as const, symbol: 'ETH', amount: '1', from: ACCOUNT, to: RECEIVER }],
    })
    const { latch } = await renderAccountApp({ activity: [row('5', 'failed'), row('6', 'confirmed')] })
    act(() => latch.account.setCurrentTab('activity'))
    const list = await screen.findByRole('list', { name: 'Activity' })
    const [failed, confirmed] = within(list).getAllByRole('listitem')
    expect(failed!.getAttribute('data-latch-activity')).toBe('failed')
    expect(failed!.querySelector('[data-latch-activity-status]')?.textContent).toBe('Failed')
    expect(failed!.querySelector('time')?.textContent).toBe(confirmed!.querySelector('time')?.textContent)
    expect(confirmed!.querySelector('[data-latch-activity-status]')).toBeNull()
  })

  it('a user operation of a smart account says so beside its status (and when the app paid its fee); its link opens the bundle transaction', async () => {
    const chain = testNetworks.ethereum.caipNetworkId
    const bundle = `0x${'7'.repeat(64)}`
    const row = (n: string, status: 'failed' | 'confirmed', sponsored?: boolean) => ({
      id: `0x${n.repeat(64)}`,
      metadata: {
        minedAt: 1_700_000_000_000,
        chain,
        status,
        hash: sponsored === undefined ? `0x${n.repeat(64)}` : bundle,
        ...(sponsored === undefined ? {} : { userOperation: { hash: `0x${n.repeat(64)}`, sponsored } }),
      },
      transfers: [{ direction: 'out' as const, symbol: 'ETH', amount: '1', from: ACCOUNT, to: RECEIVER }],
    })
    const { latch } = await renderAccountApp({
      explorer: 'https://etherscan.example',
      activity: [row('a', 'confirmed', true), row('b', 'failed', false), row('c', 'confirmed')],
    })
    act(() => latch.account.setCurrentTab('activity'))
    const list = await screen.findByRole('list', { name: 'Activity' })
    const [sponsored, failed, plain] = within(list).getAllByRole('listitem')
    expect(sponsored!.querySelector('[data-latch-activity-operation]')?.textContent).toBe(
      'Smart account · fee paid by the app',
    )
    expect(
      within(sponsored!)
        .getByRole('link', { name: 'View sent transaction on explorer' })
        .getAttribute('href'),
    ).toBe(`https://etherscan.example/tx/${bundle}`)
    expect(failed!.querySelector('[data-latch-activity-status]')?.textContent).toBe('Failed')
    expect(failed!.querySelector('[data-latch-activity-operation]')?.textContent).toBe('Smart account')
    expect(plain!.querySelector('[data-latch-activity-operation]')).toBeNull()
  })

  it('a mint reads "Minted" and a burn "Burned", with no zero address shown as the counterpart', async () => {
    const chain = testNetworks.ethereum.caipNetworkId
    const zero = `0x${'0'.repeat(40)}`
    const { latch } = await renderAccountApp({
      activity: [
        {
          id: `0x${'3'.repeat(64)}`,
          metadata: { minedAt: 1_700_000_060_000, chain, status: 'confirmed', hash: `0x${'3'.repeat(64)}` },
          transfers: [
            { direction: 'in', symbol: 'LNFT', amount: '1', from: zero, to: ACCOUNT, tokenId: '7' },
          ],
        },
        {
          id: `0x${'4'.repeat(64)}`,
          metadata: { minedAt: 1_700_000_000_000, chain, status: 'confirmed', hash: `0x${'4'.repeat(64)}` },
          transfers: [{ direction: 'out', symbol: 'LTK', amount: '2', from: ACCOUNT, to: zero }],
        },
      ],
    })
    act(() => latch.account.setCurrentTab('activity'))
    const list = await screen.findByRole('list', { name: 'Activity' })
    const [minted, burned] = within(list).getAllByRole('listitem')
    expect(minted!.querySelector('[data-latch-activity-summary]')?.textContent).toBe('Minted #7 LNFT')
    expect(burned!.querySelector('[data-latch-activity-summary]')?.textContent).toBe('Burned 2.00 LTK')
    expect(list.querySelector('[data-latch-activity-counterpart]')).toBeNull()
  })

  it.each([
    { queued: false, label: 'Pending', link: true },
    { queued: true, label: 'Queued', link: false },
  ])(
    'a send the wallet accepted shows in Activity at once: queued for a multisig ($queued) says $label, with an explorer link only when it is on chain',
    async ({ queued, label, link }) => {
      const { latch } = await renderAccountApp({ explorer: 'https://etherscan.example', queued })
      act(() => {
        latch.send.setToken(latch.state.send.tokenBalances[0] ?? nativeToken(testNetworks.ethereum, '10'))
        latch.send.setTokenAmount('0.5')
        latch.send.setReceiverAddress(RECEIVER)
      })
      await act(async () => {
        await latch.send.send()
      })
      act(() => latch.account.setCurrentTab('activity'))
      const list = await screen.findByRole('list', { name: 'Activity' })
      const [row] = within(list).getAllByRole('listitem')
      expect(row!.getAttribute('data-latch-activity')).toBe(queued ? 'queued' : 'pending')
      expect(row!.querySelector('[data-latch-activity-summary]')?.textContent).toBe(
        'Sent 0.50 ETH to 0x3C44…93BC',
      )
      expect(row!.querySelector('time')?.textContent).toBe(label)
      expect(within(row!).queryAllByRole('link')).toHaveLength(link ? 1 : 0)
    },
  )

  it("NFTs show their own image, else their collection's, else a placeholder of the same size", async () => {
    const chainId = testNetworks.ethereum.caipNetworkId
    const contract = '0x00000000000000000000000000000000000000c1'
    const { latch } = await renderAccountApp({
      nfts: [
        { chainId, contract, tokenId: '1', name: 'Own #1', imageUrl: 'https://img.example/1.png' },
        {
          chainId,
          contract,
          tokenId: '2',
          name: 'Collection #2',
          collectionImageUrl: 'https://img.example/collection.png',
        },
        { chainId, contract, tokenId: '3', collectionName: 'Latch' },
        { chainId, contract, tokenId: '4', name: 'Hostile #4', imageUrl: 'javascript:alert(1)' },
      ],
    })
    act(() => latch.account.setCurrentTab('nfts'))
    const list = await screen.findByRole('list', { name: 'NFTs' })
    const items = within(list).getAllByRole('listitem')
    const image = (i: number) =>
      items[i]!.querySelector('[data-latch-icon="nft"]:not([data-state="loading"])')
    // the image component loads with the first icon shown: wait until every box is settled
    await waitFor(() => expect(items.every((_, i) => image(i) !== null)).toBe(true))
    expect(image(0)!.getAttribute('src')).toBe('https://img.example/1.png')
    expect(image(1)!.getAttribute('src')).toBe('https://img.example/collection.png')
    // no image: the collection's letter in the same box
    expect([image(2)!.tagName, image(2)!.textContent]).toEqual(['SPAN', 'L'])
    expect(items[2]!.textContent).toContain('Latch #3')
    expect(image(3)!.tagName).toBe('SPAN')
    expect(image(0)!.getAttribute('width')).toBe('64')
    expect(image(0)!.getAttribute('height')).toBe('64')
  })
})
