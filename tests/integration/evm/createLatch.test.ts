import { createLatch, createMemoryStore, SEND_MESSAGES, ValidationError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { etherToken, walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

describe('createLatch with the EVM adapter on the dev chain', () => {
  it('connect → account state → ERC20 send from decimal input: the exact amount moves on chain', async () => {
    // Node has no window: an EventTarget stands in for it (EIP-6963 needs nothing more).
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = walletFor(world().chain, 6, 'dev.latch.a')
    wallet.announce(win)
    const { erc20 } = world().tokens
    const adapter = evmAdapter({
      tokens: {
        [world().network.caipNetworkId]: [
          { address: erc20.address, symbol: 'LTK', decimals: 18, name: 'Latch Token' },
        ],
      },
    })
    const latch = createLatch({
      adapters: [adapter],
      networks: [world().network],
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    await latch.ready()
    expect(latch.getState().connections.connectors.map((c) => [c.id, c.type])).toEqual([
      ['dev.latch.a', 'announced'],
    ])

    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    const from = world().chain.accounts[6]!.address
    const account = latch.getAccount()
    expect(account.isConnected).toBe(true)
    expect(account.address).toBe(from)
    expect(account.caipAddress).toBe(`eip155:31337:${from}`)

    const balances = await adapter.accountData!.getTokenBalances({ address: from, network: world().network })
    const ltk = balances.find((b) => b.symbol === 'LTK')!
    const to = world().chain.accounts[17]!.address
    const client = createPublicClient({ transport: http(world().chain.url) })
    const before = await client.readContract({
      address: erc20.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    latch.send.setToken(ltk)
    latch.send.setTokenAmount('12.000000000000000001')
    latch.send.setReceiverAddress(to)
    const { hash } = await latch.send.send()
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    const after = await client.readContract({
      address: erc20.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(after - before).toBe(12_000_000_000_000_000_001n)
    expect(latch.getState().send).toMatchObject({
      loading: false,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
    expect(latch.getEvents().map((e) => e.event)).toEqual(
      expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']),
    )
    unmount()
  })

  it('a reload restores the connection silently: reconnecting, then connected, never a disconnected flash', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = walletFor(world().chain, 8, 'dev.latch.a')
    wallet.announce(win)
    const kv = createMemoryStore()
    const first = createLatch({ adapters: [evmAdapter()], networks: [world().network], storage: kv })
    const stopFirst = first.mount()
    await first.ready()
    await first.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    stopFirst()

    const reloaded = createLatch({ adapters: [evmAdapter()], networks: [world().network], storage: kv })
    const statuses: string[] = []
    reloaded.subscribe((s) => statuses.push(s.connections.status.eip155 ?? 'disconnected'))
    const before = wallet.calls.length
    reloaded.mount()
    expect(reloaded.getAccount().status).toBe('reconnecting')
    await reloaded.ready()
    expect(reloaded.getAccount()).toMatchObject({
      isConnected: true,
      address: world().chain.accounts[8]!.address,
    })
    expect(statuses).not.toContain('disconnected')
    expect(wallet.calls.slice(before).map((c) => c.method)).not.toContain('eth_requestAccounts')
  })

  it('a receiver with one letter in the wrong case (bad EIP-55 checksum) is refused before the wallet is asked: nothing moves on chain', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const wallet = walletFor(world().chain, 4, 'dev.latch.a')
    wallet.announce(win)
    const latch = createLatch({
      adapters: [evmAdapter()],
      networks: [world().network],
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    const from = world().chain.accounts[4]!.address
    const to = getAddress(world().chain.accounts[18]!.address)
    const letter = [...to].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c))
    const flipped = [...to]
      .map((c, i) => (i === letter ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c))
      .join('')
    const client = createPublicClient({ transport: http(world().chain.url) })
    const nonce = await client.getTransactionCount({ address: from })
    const balance = await client.getBalance({ address: to })
    latch.send.setToken(etherToken(world().network))
    latch.send.setTokenAmount('0.01')
    latch.send.setReceiverAddress(flipped)
    const error = await latch.send.send().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({
      code: 'INVALID_CHECKSUM',
      shortMessage: SEND_MESSAGES.invalidReceiverChecksum,
    })
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
    expect(latch.getEvents().map((e) => e.event)).not.toContain('SEND_INITIATED')
    expect(await client.getTransactionCount({ address: from })).toBe(nonce)
    expect(await client.getBalance({ address: to })).toBe(balance)
    // What the user typed stays so they can correct it; the all-lowercase form of the same address sends.
    expect(latch.getState().send).toMatchObject({ loading: false, receiverAddress: flipped })
    latch.send.setReceiverAddress(to.toLowerCase())
    const { hash } = await latch.send.send()
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(await client.getBalance({ address: to })).toBe(balance + 10n ** 16n)
    unmount()
  })
})
