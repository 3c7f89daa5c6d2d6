import {
  type ActivityItem,
  createLatch,
  createMemoryStore,
  type KeyValueStore,
  type Latch,
} from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createPublicClient, createWalletClient, encodeFunctionData, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { etherToken, walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

// Its own dev chain: these tests turn automining off and on.
const world = evmWorldPerSuite({ second: false })
afterEach(async () => {
  await rpc('evm_setAutomine', [true])
})

const rpc = (method: string, params: unknown[] = []) =>
  createPublicClient({ transport: http(world().chain.url) }).request({ method, params } as never)
const client = () => createPublicClient({ transport: http(world().chain.url) })

/** A page load: Latch on `kv` (the page's storage), connected to the test wallet of account `index`. */
async function pageLoad(kv: KeyValueStore, index: number) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  walletFor(world().chain, index, 'dev.latch.a').announce(win)
  const adapter = evmAdapter()
  const latch = createLatch({ adapters: [adapter], networks: [world().network], storage: kv })
  const unmount = latch.mount()
  await latch.ready()
  if (!latch.getState().accounts.eip155?.address)
    await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
  return { latch, unmount, adapter }
}

async function sendEther(latch: Latch, to: string, amount: string) {
  latch.send.setToken(etherToken(world().network))
  latch.send.setTokenAmount(amount)
  latch.send.setReceiverAddress(to)
  return (await latch.send.send()).hash
}

/** The Activity tab's rows: pending sends first, then the history (what ActivityPanel lists). */
const rows = (latch: Latch) => {
  const { pendingTransactions, activity } = latch.getState().accountData
  return [...pendingTransactions, ...activity]
}
const rowOf = (latch: Latch, hash: string) => rows(latch).find((row) => row.metadata.hash === hash)

describe("the visitor's own sends, kept and followed (Hardhat dev chain)", () => {
  it('a native send is still listed in Activity after a reload (a new createLatch over the same storage)', async () => {
    const kv = createMemoryStore()
    const to = world().chain.accounts[15]!.address
    const first = await pageLoad(kv, 3)
    const hash = await sendEther(first.latch, to, '0.003')
    await client().waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    first.unmount()

    const reload = await pageLoad(kv, 3)
    await reload.latch.accountData.fetchActivity()
    const row = rowOf(reload.latch, hash)
    expect(row).toMatchObject({
      id: hash,
      metadata: { hash, status: 'confirmed', chain: world().network.caipNetworkId },
      transfers: [{ direction: 'out', symbol: 'ETH', amount: '0.003', to }],
    })
    // listed once (the chain's row, not a second copy from storage)
    expect(rows(reload.latch).filter((r) => r.metadata.hash === hash)).toHaveLength(1)
    reload.unmount()
  })

  it('a pending send turns confirmed within seconds of being mined, without reading the history again', async () => {
    const kv = createMemoryStore()
    const { latch, unmount, adapter } = await pageLoad(kv, 4)
    await rpc('evm_setAutomine', [false])
    const hash = await sendEther(latch, world().chain.accounts[14]!.address, '0.004')
    await latch.accountData.fetchActivity()
    expect(rowOf(latch, hash)?.metadata.status).toBe('pending')
    expect(latch.getState().accountData.activity.find((r) => r.id === hash)?.metadata.status).toBe('pending')
    const historyReads = vi.spyOn(adapter.accountData!, 'getActivity')

    await rpc('evm_mine')
    await vi.waitFor(() => expect(rowOf(latch, hash)?.metadata.status).toBe('confirmed'), {
      timeout: 3_000,
      interval: 50,
    })
    // the history row itself turned, and the history was not read again
    expect(latch.getState().accountData.activity.find((r) => r.id === hash)?.metadata.status).toBe(
      'confirmed',
    )
    expect(historyReads).not.toHaveBeenCalled()
    expect(latch.getState().accountData.sent.find((s) => s.id === hash)?.metadata.status).toBe('confirmed')
    const lookup = { hash, network: world().network }
    expect(await adapter.accountData!.getTransactionStatus!(lookup)).toBe('confirmed')
    unmount()
    // unmounted (adapter destroyed): no more lookups, so a follow in progress ends
    expect(await adapter.accountData!.getTransactionStatus!(lookup)).toBeUndefined()
    // the stored copy is settled too: the next page load lists it confirmed before any receipt lookup
    const stored = JSON.parse(kv.getItem(storedKey(4)) ?? 'null') as { d: ActivityItem[] }
    expect(stored.d.find((s) => s.id === hash)?.metadata.status).toBe('confirmed')
  })

  it('a reverted transaction turns failed once mined', async () => {
    const kv = createMemoryStore()
    const { latch, unmount } = await pageLoad(kv, 5)
    const from = world().chain.accounts[5]!
    const to = world().chain.accounts[13]!.address
    await rpc('evm_setAutomine', [false])
    // an ERC20 transfer over the balance, with a fixed gas limit so it is mined and reverts
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      transport: http(world().chain.url),
    })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: world().tokens.erc20.address as `0x${string}`,
      gas: 100_000n,
      data: encodeFunctionData({
        abi: parseAbi(['function transfer(address to, uint256 value) returns (bool)']),
        functionName: 'transfer',
        args: [to as `0x${string}`, 10n ** 40n],
      }),
    })
    await latch.accountData.addPendingTransaction({
      id: hash,
      metadata: { minedAt: Date.now(), chain: world().network.caipNetworkId, status: 'pending', hash },
      transfers: [
        { direction: 'out', symbol: 'LTK', amount: '10000000000000000000000', from: from.address, to },
      ],
    })
    expect(rowOf(latch, hash)?.metadata.status).toBe('pending')
    await rpc('evm_mine')
    await vi.waitFor(() => expect(rowOf(latch, hash)?.metadata.status).toBe('failed'), {
      timeout: 3_000,
      interval: 50,
    })
    unmount()
  })

  it('stored sends are read defensively: malformed, foreign, oversized, repeated and surplus entries are dropped and the key rewritten', async () => {
    const kv = createMemoryStore()
    const me = world().chain.accounts[6]!.address
    const to = world().chain.accounts[12]!.address
    const chain = world().network.caipNetworkId
    const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
    const send = (n: number, status: string, extra: object = {}) => ({
      id: hashOf(n),
      metadata: { minedAt: 1_700_000_000_000 - n, chain, status, hash: hashOf(n) },
      transfers: [{ direction: 'out', symbol: 'ETH', amount: '0.5', from: me, to }],
      ...extra,
    })
    const entries: unknown[] = [
      send(1, 'pending'),
      send(1, 'pending'), // repeated
      send(2, 'confirmed', { evil: 'x'.repeat(10_000) }), // kept, without the extra field
      { ...send(3, 'confirmed'), metadata: { ...send(3, 'confirmed').metadata, chain: 'eip155:1' } }, // another network
      { ...send(4, 'confirmed'), transfers: [{ ...send(4, 'x').transfers[0], symbol: 'S'.repeat(5_000) }] }, // oversized
      { ...send(5, 'confirmed'), transfers: [{ ...send(5, 'x').transfers[0], amount: '1e18' }] }, // not a decimal
      send(6, 'mined'), // unknown status
      { ...send(7, 'confirmed'), id: 'other' }, // id is not the hash
      { ...send(8, 'confirmed'), transfers: Array.from({ length: 50 }, () => send(8, 'x').transfers[0]) },
      null,
      'garbage',
      42,
      ...Array.from({ length: 140 }, (_, i) => send(100 + i, 'confirmed')),
    ]
    kv.setItem(storedKey(6), JSON.stringify({ v: 1, d: entries }))
    // another account's key holds no JSON at all; yet another a value of an unknown version
    kv.setItem(`@latch/sent.v1:${chain}:${world().chain.accounts[7]!.address.toLowerCase()}`, '{not json')
    kv.setItem(
      `@latch/sent.v1:${chain}:${world().chain.accounts[8]!.address.toLowerCase()}`,
      '{"v":9,"d":[]}',
    )

    const { latch, unmount } = await pageLoad(kv, 6)
    await latch.accountData.fetchActivity()
    const listed = rows(latch).map((r) => r.metadata.hash)
    // of the first 99 entries read, the 3 well-formed ones and 87 of the later ones (each once)
    const kept = [hashOf(1), hashOf(2), ...Array.from({ length: 87 }, (_, i) => hashOf(100 + i))]
    expect(new Set(listed)).toEqual(new Set(kept))
    expect(listed).toHaveLength(kept.length)
    expect(rowOf(latch, hashOf(1))?.metadata.status).toBe('pending')
    expect(rowOf(latch, hashOf(2))).toEqual(send(2, 'confirmed'))
    const rewritten = JSON.parse(kv.getItem(storedKey(6))!) as { v: number; d: ActivityItem[] }
    expect(rewritten.v).toBe(1)
    expect(new Set(rewritten.d.map((s) => s.id))).toEqual(new Set(kept))
    expect(JSON.stringify(rewritten)).not.toContain('evil')
    unmount()

    // an account whose stored sends are not JSON still reads its history
    const other = await pageLoad(kv, 7)
    await other.latch.accountData.fetchActivity()
    expect(other.latch.getState().accountData.pendingTransactions).toEqual([])
    other.unmount()
  })
})

const storedKey = (index: number) =>
  `@latch/sent.v1:${world().network.caipNetworkId}:${world().chain.accounts[index]!.address.toLowerCase()}`
