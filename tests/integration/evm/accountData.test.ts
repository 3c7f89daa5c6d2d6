import {
  type ActivityItem,
  activityTransferKind,
  createLatch,
  createMemoryStore,
  type TokenRef,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createPublicClient, formatUnits, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type EvmWorld, etherToken, fakePage, startEvmWorld, walletFor } from './evmWorld'

let world: EvmWorld
beforeAll(async () => {
  world = await startEvmWorld({ second: false })
})
afterAll(async () => {
  await world?.stop()
})

async function connectedWithData(index: number) {
  const { erc20, usdt, nft } = world.tokens
  const tokens: TokenRef[] = [
    { address: erc20.address, symbol: 'LTK', decimals: 18, name: 'Latch Token' },
    { address: usdt.address, symbol: 'USDT', decimals: 6, name: 'Latch Tether USD' },
  ]
  const id = world.network.caipNetworkId
  const { win, storage } = fakePage()
  const wallet = walletFor(world.chain, index, 'dev.latch.a')
  wallet.announce(win)
  const adapter = evmAdapter({
    tokens: { [id]: tokens },
    nfts: { [id]: [nft.address] },
    usdtContracts: [usdt.address],
  })
  await adapter.init({ networks: [world.network], storage, getWindow: () => win })
  const { accounts } = await adapter.connect({ connectorId: 'dev.latch.a' })
  return { adapter, address: accounts[0]!.address }
}

describe('EVM account data from the chain (no hosted API)', () => {
  it('lists the native balance and the configured ERC20 balances as exact decimal strings', async () => {
    const { adapter, address } = await connectedWithData(4)
    const client = createPublicClient({ transport: http(world.chain.url) })
    const native = await client.getBalance({ address: address as `0x${string}` })
    const balances = await adapter.accountData!.getTokenBalances({ address, network: world.network })
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        decimals: 18,
        quantity: { decimals: '18', numeric: formatUnits(native, 18) },
      },
      {
        name: 'Latch Token',
        symbol: 'LTK',
        chainId: 'eip155:31337',
        address: world.tokens.erc20.address,
        decimals: 18,
        quantity: { decimals: '18', numeric: '1000000' },
      },
      {
        name: 'Latch Tether USD',
        symbol: 'USDT',
        chainId: 'eip155:31337',
        address: world.tokens.usdt.address,
        decimals: 6,
        quantity: { decimals: '6', numeric: '1000000' },
      },
    ])
  })

  it('shows activity from Transfer logs and the sends Latch recorded (passed as `sent`), newest first', async () => {
    const { adapter, address } = await connectedWithData(5)
    const to = world.chain.accounts[18]!.address
    const client = createPublicClient({ transport: http(world.chain.url) })
    const usdt = { address: world.tokens.usdt.address, symbol: 'USDT', decimals: 6 }
    const first = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from: address,
      to,
      amount: 2_500_000n,
      token: usdt,
    })
    await client.waitForTransactionReceipt({ hash: first.hash as `0x${string}`, pollingInterval: 50 })
    const eth = { symbol: 'ETH', decimals: 18 }
    const second = await adapter.send!({
      connectorId: 'dev.latch.a',
      network: world.network,
      from: address,
      to,
      amount: 10n ** 15n,
      token: eth,
    })
    await client.waitForTransactionReceipt({ hash: second.hash as `0x${string}`, pollingInterval: 50 })

    // Latch's record of its sends, as core hands it over (amounts as typed, status pending)
    const sentItem = (hash: string, symbol: string, amount: string, tokenAddress?: string): ActivityItem => ({
      id: hash,
      metadata: { minedAt: Date.now(), chain: world.network.caipNetworkId, status: 'pending', hash },
      transfers: [
        { direction: 'out', symbol, amount, from: address, to, ...(tokenAddress ? { tokenAddress } : {}) },
      ],
    })
    const sent = [sentItem(second.hash, 'ETH', '0.001'), sentItem(first.hash, 'USDT', '2.5', usdt.address)]
    const { items } = await adapter.accountData!.getActivity({ address, network: world.network, sent })
    expect(items[0]).toMatchObject({
      id: second.hash,
      metadata: { status: 'confirmed', chain: 'eip155:31337', hash: second.hash },
      transfers: [{ direction: 'out', symbol: 'ETH', amount: '0.001', from: address, to }],
    })
    expect(items[1]).toMatchObject({
      id: first.hash,
      transfers: [
        { direction: 'out', symbol: 'USDT', amount: '2.5', to, tokenAddress: world.tokens.usdt.address },
      ],
    })
    // the initial mint shows as an incoming transfer of each token, from the zero address: a mint
    expect(items.filter((i) => i.transfers.some((t) => t.direction === 'in')).length).toBeGreaterThanOrEqual(
      2,
    )
    const mints = items.flatMap((i) => i.transfers).filter((t) => activityTransferKind(t) === 'mint')
    expect(new Set(mints.map((t) => t.symbol))).toEqual(new Set(['USDT', 'LTK']))
    expect(items.every((i) => i.metadata.minedAt > 0)).toBe(true)
  })

  it('lists the NFTs the account holds in the configured ERC721 contracts', async () => {
    const { adapter, address } = await connectedWithData(1)
    const nfts = await adapter.accountData!.getNfts!({ address, network: world.network })
    expect(nfts.map((n) => n.tokenId)).toEqual(['3', '4'])
    expect(nfts[0]).toMatchObject({
      contract: world.tokens.nft.address,
      collectionName: 'Latch NFT',
      name: 'Latch NFT #3',
    })
  })

  it('gives each NFT its own image from its on-chain metadata (tokenURI), safe as an <img src>', async () => {
    const { adapter, address } = await connectedWithData(1)
    const nfts = await adapter.accountData!.getNfts!({ address, network: world.network })
    const images = nfts.map((n) => n.imageUrl)
    // the contract's inline SVG, drawing the token id: one image per token, no outside host
    expect(images).toHaveLength(2)
    for (const [i, image] of images.entries()) {
      expect(image).toMatch(/^data:image\/svg\+xml,<svg /)
      expect(image).toContain(`>${nfts[i]!.tokenId}</text>`)
    }
    expect(new Set(images).size).toBe(2)
  })

  it('pages activity by block range: the next cursor gives older items, none repeated', async () => {
    const { erc20 } = world.tokens
    const id = world.network.caipNetworkId
    const { win, storage } = fakePage()
    walletFor(world.chain, 9, 'dev.latch.a').announce(win)
    const adapter = evmAdapter({
      tokens: { [id]: [{ address: erc20.address, symbol: 'LTK', decimals: 18 }] },
      blockRange: 1,
    })
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    const address = world.chain.accounts[9]!.address
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await adapter.accountData!.getActivity({
        address,
        network: world.network,
        ...(cursor ? { cursor } : {}),
      })
      seen.push(...page.items.map((i) => i.id))
      cursor = page.next
      pages++
    } while (cursor !== undefined && pages < 200)
    expect(cursor).toBeUndefined()
    expect(new Set(seen).size).toBe(seen.length)
    // the mint to account 9 at deployment is found by walking back to block 0
    expect(seen.length).toBeGreaterThanOrEqual(1)
  })

  it('a native send through Latch shows in Activity once mined, and stays listed after the page is read again', async () => {
    // Node has no window: an EventTarget stands in for it (EIP-6963 needs nothing more).
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    try {
      walletFor(world.chain, 7, 'dev.latch.a').announce(win)
      const latch = createLatch({
        adapters: [evmAdapter()],
        networks: [world.network],
        storage: createMemoryStore(),
      })
      const unmount = latch.mount()
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
      const to = world.chain.accounts[16]!.address
      latch.send.setToken(etherToken(world.network))
      latch.send.setTokenAmount('0.002')
      latch.send.setReceiverAddress(to)
      const { hash } = await latch.send.send()
      expect(latch.getState().accountData.pendingTransactions.map((i) => i.id)).toEqual([hash])
      const client = createPublicClient({ transport: http(world.chain.url) })
      await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })

      for (const _ of [1, 2]) {
        await latch.accountData.fetchActivity({ force: true })
        const { activity, pendingTransactions } = latch.getState().accountData
        expect(pendingTransactions).toEqual([])
        expect(activity.find((i) => i.id === hash)).toMatchObject({
          metadata: { status: 'confirmed', hash },
          transfers: [{ direction: 'out', symbol: 'ETH', amount: '0.002', to }],
        })
      }
      unmount()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
