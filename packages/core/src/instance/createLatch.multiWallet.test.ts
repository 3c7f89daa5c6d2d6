import { describe, expect, it, vi } from 'vitest'
import { readPersistedConnections } from '../kernel/connections/persistedConnections'
import { ModalClosedError, UserCanceledError, ValidationError } from '../shared/errors/errors'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import type { KeyValueStore } from '../shared/storage/types'
import {
  createMemoryAdapter,
  type MemoryAdapterOptions,
  testConnector,
  testNetworks,
} from '../testing/memoryAdapter'
import { createLatch } from './createLatch'
import type { Latch } from './types'

const ALICE = '0x00000000000000000000000000000000000a11ce'
const BOB = '0x0000000000000000000000000000000000000b0b'

/** Two EVM extensions and a Solana wallet, on Ethereum and Solana. */
async function world(
  options: {
    multiWallet?: boolean
    storage?: KeyValueStore
    authorized?: string[]
    /** Milliseconds the EVM wallets take to answer each request (default: at once). */
    answerAfter?: (request: { method: string; connectorId: string }) => number
    /** How the EVM wallets answer each request (overrides `answerAfter`). */
    answer?: MemoryAdapterOptions['answer']
    /** Runs right after `mount()`, before the restore has started. */
    afterMount?: (latch: Latch) => void
  } = {},
) {
  const { answerAfter } = options
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
    accounts: { 'io.metamask': [{ address: ALICE }, { address: BOB }], 'io.rabby': [{ address: ALICE }] },
    authorized: options.authorized ?? [],
    ...(answerAfter
      ? {
          answer: (request, handle) =>
            new Promise((resolve) => setTimeout(() => resolve(handle()), answerAfter(request))),
        }
      : {}),
    ...(options.answer ? { answer: options.answer } : {}),
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    connectors: [testConnector('solana', 'Phantom')],
  })
  const latch = createLatch({
    adapters: [evm.adapter, solana.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana],
    storage: options.storage ?? createMemoryStore(),
    ...(options.multiWallet === undefined ? {} : { features: { multiWallet: options.multiWallet } }),
  })
  latch.mount()
  options.afterMount?.(latch)
  await latch.ready()
  return { latch, evm, solana }
}

/** MetaMask's connect popup stays open until `approve()` (the user never answers, or answers late). */
function unansweredMetaMask() {
  const waiting: (() => void)[] = []
  const answer: MemoryAdapterOptions['answer'] = (request, handle) =>
    request.method === 'connect' && request.connectorId === 'io.metamask'
      ? new Promise((resolve) => waiting.push(() => resolve(handle())))
      : Promise.resolve(handle())
  const approve = () => {
    for (const answerNow of waiting.splice(0)) answerNow()
  }
  return { answer, approve }
}

/** What a promise settled to within `ms` milliseconds, or `'pending'`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))])

const ids = (list: readonly { id: string; active: boolean }[]) =>
  list.map((c) => `${c.id}${c.active ? '*' : ''}`)

describe('several wallets at once (latch.connections.list, switchConnection, disconnectConnection)', () => {
  it('lists every connection grouped by namespace with a stable id, the wallet and the active one marked', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    const list = latch.connections.list()
    expect(ids(list)).toEqual(['eip155:io.rabby*', 'eip155:io.metamask', 'solana:Phantom*'])
    expect(list[1]).toMatchObject({
      namespace: 'eip155',
      connectorId: 'io.metamask',
      address: ALICE,
      wallet: { name: 'Wallet io.metamask' },
      caipNetworkId: testNetworks.ethereum.caipNetworkId,
    })
    expect(ids(latch.connections.list('solana'))).toEqual(['solana:Phantom*'])
  })

  it('the same wallet connected twice is one connection; two wallets with the same address are two', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const list = latch.connections.list('eip155')
    // one connection, in the place it had, active again
    expect(ids(list)).toEqual(['eip155:io.rabby', 'eip155:io.metamask*'])
    expect(list.map((c) => c.address)).toEqual([ALICE, ALICE])
  })

  it('switchConnection makes a connection and its namespace active, the account follows, and it is tracked', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    await latch.switchConnection('eip155:io.metamask', { address: BOB })
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    expect(latch.getAccount().address).toBe(BOB)
    expect(latch.getWalletInfo()?.connectorId).toBe('io.metamask')
    expect(ids(latch.connections.list('eip155'))).toEqual(['eip155:io.rabby', 'eip155:io.metamask*'])
    expect(latch.getEvents().at(-1)).toMatchObject({
      event: 'SWITCH_CONNECTION',
      properties: { id: 'eip155:io.metamask', namespace: 'eip155', connectorId: 'io.metamask', address: BOB },
    })
  })

  it('switching to an unknown connection or an address it does not hold is refused and changes nothing', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    const before = latch.connections.list()
    await expect(latch.switchConnection('eip155:io.nothere')).rejects.toBeInstanceOf(ValidationError)
    await expect(latch.switchConnection('nonsense')).rejects.toBeInstanceOf(ValidationError)
    await expect(latch.switchConnection('eip155:io.metamask', { address: '0xdead' })).rejects.toThrow(
      'The connection holds no account "0xdead"',
    )
    expect(latch.connections.list()).toEqual(before)
  })

  it('disconnecting a non-active connection keeps the active one; disconnecting the active one makes the next active, then the namespace disconnects', async () => {
    const { latch, evm } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    await latch.switchConnection('eip155:io.rabby')
    await latch.open({ view: 'Account' })

    await latch.disconnectConnection('eip155:io.metamask')
    expect(ids(latch.connections.list())).toEqual(['eip155:io.rabby*', 'solana:Phantom*'])
    expect(evm.calls.filter((c) => c.method === 'disconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.metamask' },
    ])
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getEvents().at(-1)).toMatchObject({
      event: 'DISCONNECT_SUCCESS',
      properties: { id: 'eip155:io.metamask', connectorId: 'io.metamask' },
    })

    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.disconnectConnection(latch.connections.list('eip155')[0]!)
    expect(ids(latch.connections.list())).toEqual(['eip155:io.rabby*', 'solana:Phantom*'])
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({ isConnected: true })
    expect(latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('io.rabby')

    await latch.disconnectConnection('eip155:io.rabby')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(ids(latch.connections.list())).toEqual(['solana:Phantom*'])
    expect(latch.getState().chains.activeNamespace).toBe('solana')
  })

  it('disconnectAll ends every connection of every namespace', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    await latch.disconnectAll()
    expect(latch.connections.list()).toEqual([])
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(false)
  })

  it('disconnectAll also disconnects a wallet whose connect finishes while it runs', async () => {
    // the wallet asked to disconnect answers after the one connecting does
    const { latch, evm } = await world({
      answerAfter: ({ method }) => (method === 'disconnect' ? 20 : 5),
    })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const connecting = latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.disconnectAll()
    await expect(connecting).resolves.toMatchObject({ connectorId: 'io.rabby' })
    // no wallet holds a connection Latch does not show
    expect(evm.connected()).toEqual({})
    expect(latch.connections.list()).toEqual([])
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(evm.calls.filter((c) => c.method === 'disconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.rabby' },
      { connectorId: 'io.metamask' },
    ])
  })

  it('with multi-wallet off, connecting A, B, then A again quickly leaves A connected in the wallet and in Latch', async () => {
    // the replaced wallet's disconnect answers after A's second connect would have
    const storage = createMemoryStore()
    const { latch, evm } = await world({
      multiWallet: false,
      storage,
      answerAfter: ({ method }) => (method === 'disconnect' ? 20 : 1),
    })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(Object.keys(evm.connected())).toEqual(['io.metamask'])
    expect(ids(latch.connections.list('eip155'))).toEqual(['eip155:io.metamask*'])
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({ isConnected: true, address: ALICE })
    expect(readPersistedConnections(createStorage(storage))).toEqual({ eip155: ['io.metamask'] })
  })

  it('switchConnection finds an EVM account given in another letter case; a Solana address stays exact', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    await latch.switchConnection('eip155:io.metamask', { address: BOB.toUpperCase().replace('0X', '0x') })
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(BOB)
    const solanaAddress = 'solana-Phantom-address'
    await expect(
      latch.switchConnection('solana:Phantom', { address: solanaAddress.toUpperCase() }),
    ).rejects.toBeInstanceOf(ValidationError)
    await latch.switchConnection('solana:Phantom', { address: solanaAddress })
    expect(latch.getAccount({ namespace: 'solana' }).address).toBe(solanaAddress)
  })

  it('a connect whose wallet never answers is abandoned when the modal closes: the next connect completes at once, and a late approval is disconnected in the wallet and never listed', async () => {
    const metamask = unansweredMetaMask()
    const { latch, evm } = await world({ answer: metamask.answer })
    const seen: string[][] = []
    latch.connections.watch((list) => seen.push(ids(list)))
    await latch.open()
    const abandoned = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    latch.close()
    await expect(abandoned).rejects.toBeInstanceOf(ModalClosedError)
    const next = latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await expect(within(next, 200)).resolves.toMatchObject({ connectorId: 'io.rabby' })
    // the user finally approves the popup left open
    metamask.approve()
    await vi.waitFor(() => expect(evm.connected()).toEqual({ 'io.rabby': [{ address: ALICE }] }))
    expect(evm.calls.filter((c) => c.method === 'disconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.metamask' },
    ])
    expect(ids(latch.connections.list())).toEqual(['eip155:io.rabby*'])
    expect(seen.flat().filter((id) => id.includes('io.metamask'))).toEqual([])
    expect(latch.getState().connections.status.eip155).toBe('connected')
  })

  it('picking another wallet while the first one has not answered abandons the first: the second connects and the first one approving later is undone', async () => {
    const metamask = unansweredMetaMask()
    const { latch, evm } = await world({ answer: metamask.answer })
    await latch.open()
    const first = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const second = latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await expect(first).rejects.toBeInstanceOf(UserCanceledError)
    await expect(within(second, 200)).resolves.toMatchObject({ connectorId: 'io.rabby' })
    expect(latch.getState().modal).toMatchObject({ open: false, loading: false })
    metamask.approve()
    await vi.waitFor(() => expect(Object.keys(evm.connected())).toEqual(['io.rabby']))
    expect(ids(latch.connections.list())).toEqual(['eip155:io.rabby*'])
  })

  it('a late approval of an abandoned connect leaves the wallet connected when the user connected that same wallet again meanwhile', async () => {
    const metamask = unansweredMetaMask()
    const { latch, evm } = await world({ answer: metamask.answer })
    await latch.open()
    const abandoned = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    latch.close()
    await expect(abandoned).rejects.toBeInstanceOf(ModalClosedError)
    const again = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    // one approval in the wallet answers both requests
    metamask.approve()
    await expect(again).resolves.toMatchObject({ connectorId: 'io.metamask' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(Object.keys(evm.connected())).toEqual(['io.metamask'])
    expect(evm.calls.filter((c) => c.method === 'disconnect')).toEqual([])
    expect(ids(latch.connections.list())).toEqual(['eip155:io.metamask*'])
  })

  it('watch reports each change of the list, and stops after unsubscribe', async () => {
    const { latch } = await world()
    const seen: string[][] = []
    const stop = latch.connections.watch((list) => seen.push(ids(list)))
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await new Promise((r) => setTimeout(r, 0))
    await latch.switchConnection('eip155:io.metamask')
    await new Promise((r) => setTimeout(r, 0))
    stop()
    await latch.disconnectAll()
    await new Promise((r) => setTimeout(r, 0))
    expect(seen.at(-1)).toEqual(['eip155:io.rabby', 'eip155:io.metamask*'])
    expect(seen).toContainEqual(['eip155:io.rabby*', 'eip155:io.metamask'])
  })

  it('a wallet that disconnects itself while not active is dropped; the active one is untouched', async () => {
    const { latch, evm } = await world()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    evm.emit({ type: 'accountsChanged', connectorId: 'io.metamask', accounts: [] })
    expect(ids(latch.connections.list())).toEqual(['eip155:io.rabby*'])
    expect(latch.getWalletInfo()?.connectorId).toBe('io.rabby')
    expect(latch.getEvents().at(-1)).toMatchObject({
      event: 'DISCONNECT_SUCCESS',
      properties: { connectorId: 'io.metamask' },
    })
  })

  it('connects are tracked with the connection id, namespace and connector', async () => {
    const { latch } = await world()
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    expect(latch.getEvents().at(-1)).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { id: 'solana:Phantom', namespace: 'solana', connectorId: 'Phantom' },
    })
  })

  it('with multi-wallet off, a reload restores only the active wallet and asks no other', async () => {
    const storage = createMemoryStore()
    const first = await world({ storage })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    const second = await world({ storage, multiWallet: false, authorized: ['io.metamask', 'io.rabby'] })
    expect(ids(second.latch.connections.list())).toEqual(['eip155:io.rabby*'])
    expect(second.evm.calls.filter((c) => c.method === 'reconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.rabby', caipNetworkId: testNetworks.ethereum.caipNetworkId },
    ])
    expect(second.evm.calls.filter((c) => c.method === 'disconnect')).toEqual([])
  })

  it('with multi-wallet off, list shows only the active connector and a second wallet replaces the first', async () => {
    const { latch } = await world({ multiWallet: false })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(ids(latch.connections.list())).toEqual(['eip155:io.rabby*'])
    expect(latch.connections.requestMultiWallet()).toBe(false)
    expect(latch.getState().alerts.current?.message).toBe('Multi-Wallet Not Enabled')
  })

  it('with multi-wallet off, a wallet the user connects right after mount stays connected: the restore does not replace it, and the stored wallet is not left connected in its wallet', async () => {
    const storage = createMemoryStore()
    const first = await world({ storage })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    let picked: Promise<unknown> = Promise.resolve()
    const second = await world({
      storage,
      multiWallet: false,
      authorized: ['io.metamask'],
      afterMount: (latch) => {
        picked = latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
      },
    })
    await expect(picked).resolves.toMatchObject({ connectorId: 'io.rabby' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ids(second.latch.connections.list())).toEqual(['eip155:io.rabby*'])
    expect(second.latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('io.rabby')
    expect(Object.keys(second.evm.connected())).toEqual(['io.rabby'])
    expect(readPersistedConnections(createStorage(storage))).toEqual({ eip155: ['io.rabby'] })
  })

  it('with multi-wallet off, connecting right after mount the same wallet the restore brings back keeps it, connected once', async () => {
    const storage = createMemoryStore()
    const first = await world({ storage })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    let picked: Promise<unknown> = Promise.resolve()
    const second = await world({
      storage,
      multiWallet: false,
      authorized: ['io.metamask'],
      afterMount: (latch) => {
        picked = latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      },
    })
    await expect(picked).resolves.toMatchObject({ connectorId: 'io.metamask' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ids(second.latch.connections.list())).toEqual(['eip155:io.metamask*'])
    expect(Object.keys(second.evm.connected())).toEqual(['io.metamask'])
    expect(second.evm.calls.filter((c) => c.method === 'disconnect')).toEqual([])
  })

  it('with multi-wallet on, a wallet the user connects right after mount stays the active one; the stored wallets come back beside it', async () => {
    const storage = createMemoryStore()
    const first = await world({ storage })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    let picked: Promise<unknown> = Promise.resolve()
    const second = await world({
      storage,
      authorized: ['io.metamask'],
      afterMount: (latch) => {
        picked = latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
      },
    })
    await expect(picked).resolves.toMatchObject({ connectorId: 'io.rabby' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ids(second.latch.connections.list()).sort()).toEqual(['eip155:io.metamask', 'eip155:io.rabby*'])
    expect(second.latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('io.rabby')
    expect(Object.keys(second.evm.connected()).sort()).toEqual(['io.metamask', 'io.rabby'])
  })

  it('a reload restores every connection silently, the active one active again', async () => {
    const storage = createMemoryStore()
    const first = await world({ storage })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    await first.latch.switchConnection('eip155:io.metamask')
    expect(ids(first.latch.connections.list('eip155'))).toEqual(['eip155:io.rabby', 'eip155:io.metamask*'])
    const second = await world({ storage, authorized: ['io.metamask', 'io.rabby'] })
    // the same list in the same order, the same one active
    expect(ids(second.latch.connections.list('eip155'))).toEqual(['eip155:io.rabby', 'eip155:io.metamask*'])
    expect(second.latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('io.metamask')
    expect(second.evm.calls.filter((c) => c.method === 'connect')).toEqual([])
  })
})
