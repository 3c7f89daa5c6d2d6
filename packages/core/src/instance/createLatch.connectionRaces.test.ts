import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AccountInfo } from '../adapters/types'
import {
  readPersistedActiveConnectors,
  readPersistedConnections,
} from '../kernel/connections/persistedConnections'
import { ModalClosedError, UserCanceledError } from '../shared/errors/errors'
import { isLatchError } from '../shared/errors/isLatchError'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

/**
 * Two namespaces, each with wallets that hold a few accounts the user can switch between. The last
 * wallet of each is slow: its connect popup stays unanswered until the user approves it (an
 * `approve` step), maybe long after the connect was abandoned, maybe never.
 */
const WALLETS = {
  eip155: {
    ids: ['io.metamask', 'io.rabby', 'io.zerion'],
    addresses: [
      '0x00000000000000000000000000000000000a11ce',
      '0x0000000000000000000000000000000000000b0b',
      '0x0000000000000000000000000000000000000ca7',
    ],
  },
  solana: { ids: ['Phantom', 'Solflare', 'Backpack'], addresses: ['So1anaA1ice', 'So1anaBob'] },
} as const
const SLOW = new Set<string>(['io.zerion', 'Backpack'])
type Ns = keyof typeof WALLETS
const NAMESPACES = Object.keys(WALLETS) as Ns[]

type Step =
  | { kind: 'connect'; ns: Ns; wallet: number; fromModal: boolean }
  | { kind: 'disconnectConnection' | 'walletDisconnect'; ns: Ns; wallet: number }
  | { kind: 'switch'; ns: Ns; wallet: number; account?: number; upper: boolean }
  | { kind: 'walletAccounts'; ns: Ns; wallet: number; accounts: number[] }
  | { kind: 'disconnect'; ns: Ns }
  | { kind: 'disconnectAll' }
  /** The user closes the modal: every connect made from it and not answered yet is abandoned. */
  | { kind: 'abandon' }
  /** The user finally approves every open connect popup of the namespace's slow wallet. */
  | { kind: 'approve'; ns: Ns }

const ns = fc.constantFrom(...NAMESPACES)
const wallet = fc.nat({ max: 2 })
const account = fc.nat({ max: 2 })
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('connect' as const), ns, wallet, fromModal: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('abandon' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('approve' as const), ns }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { kind: fc.constant('switch' as const), ns, wallet, account, upper: fc.boolean() },
      { requiredKeys: ['kind', 'ns', 'wallet', 'upper'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disconnect' as const), ns }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('disconnectConnection' as const), ns, wallet }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disconnectAll' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('walletAccounts' as const),
      ns,
      wallet,
      accounts: fc.uniqueArray(account, { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('walletDisconnect' as const), ns, wallet }) },
)

/** Lets every answer, event or user action finish its own work before the next one happens, as separate tasks do. */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * One app with an EVM and a Solana adapter whose wallets answer connect, reconnect and disconnect
 * when the scheduler decides, in any order.
 */
async function world(multiWallet: boolean, scheduler: fc.Scheduler) {
  // the slow wallets' open connect popups, each answered when the user approves it
  const popups = new Map<string, (() => void)[]>()
  const scheduled = <T>(request: { method: string; connectorId: string }, handle: () => T) =>
    scheduler.schedule(Promise.resolve(), `${request.method} ${request.connectorId}`).then(handle)
  const answer = <T>(request: { method: string; connectorId: string }, handle: () => T): Promise<T> => {
    if (request.method !== 'connect' || !SLOW.has(request.connectorId)) return scheduled(request, handle)
    return new Promise<void>((resolve) => {
      const open = popups.get(request.connectorId) ?? []
      open.push(resolve)
      popups.set(request.connectorId, open)
    }).then(() => scheduled(request, handle))
  }
  const approve = (connectorId: string) => {
    for (const answerNow of popups.get(connectorId)?.splice(0) ?? []) answerNow()
  }
  const adapters = Object.fromEntries(
    NAMESPACES.map((n) => {
      const { ids, addresses } = WALLETS[n]
      return [
        n,
        createMemoryAdapter({
          namespace: n,
          connectors: ids.map((id) => testConnector(n, id)),
          accounts: Object.fromEntries(
            ids.map((id, i) => [id, [{ address: addresses[i % addresses.length]! }]]),
          ),
          answer,
        }),
      ]
    }),
  ) as Record<Ns, ReturnType<typeof createMemoryAdapter>>
  const store = createMemoryStore()
  const latch = createLatch({
    adapters: [adapters.eip155.adapter, adapters.solana.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana],
    storage: store,
    features: { multiWallet },
  })
  latch.mount()
  await latch.ready()
  // the multi-wallet actions' code, loaded before the run (not part of any interleaving)
  await latch.disconnectAll()
  return { latch, adapters, storage: createStorage(store), approve }
}

/** Runs one step; resolves once it has finished. Only a reference to a connection that is gone may be refused. */
async function run(w: Awaited<ReturnType<typeof world>>, s: Step): Promise<void> {
  const { latch, adapters } = w
  const idOf = (n: Ns, i: number) => WALLETS[n].ids[i % WALLETS[n].ids.length]!
  const refused = (error: unknown) => {
    if (!isLatchError(error) || !/NOT_FOUND$/.test(String(error.code))) throw error
  }
  // a connect from the modal may be abandoned: the modal closed, or another wallet was picked
  const abandoned = (error: unknown) => {
    if (!(error instanceof ModalClosedError || error instanceof UserCanceledError)) throw error
  }
  switch (s.kind) {
    case 'connect': {
      const connectorId = idOf(s.ns, s.wallet)
      // a slow wallet's popup may never be answered: it is asked from the modal, where the user can give up
      if (s.fromModal || SLOW.has(connectorId)) void latch.open()
      // any connect made while the modal is open (this step opened it or another did) may be abandoned
      const fromModal = latch.getState().modal.open
      const connecting = latch.connect({ namespace: s.ns, connectorId })
      await (fromModal ? connecting.catch(abandoned) : connecting)
      return
    }
    case 'abandon':
      latch.close()
      return
    case 'approve':
      w.approve(idOf(s.ns, WALLETS[s.ns].ids.length - 1))
      return
    case 'switch': {
      const address = s.account === undefined ? undefined : WALLETS[s.ns].addresses[s.account % 3]
      const given = address && s.upper && s.ns === 'eip155' ? `0x${address.slice(2).toUpperCase()}` : address
      await latch
        .switchConnection(`${s.ns}:${idOf(s.ns, s.wallet)}`, given === undefined ? {} : { address: given })
        .catch(refused)
      return
    }
    case 'disconnect':
      await latch.disconnect({ namespace: s.ns })
      return
    case 'disconnectConnection':
      await latch.disconnectConnection(`${s.ns}:${idOf(s.ns, s.wallet)}`).catch(refused)
      return
    case 'disconnectAll':
      await latch.disconnectAll()
      return
    case 'walletAccounts': {
      const accounts: AccountInfo[] = s.accounts.map((i) => ({
        address: WALLETS[s.ns].addresses[i % WALLETS[s.ns].addresses.length]!,
      }))
      adapters[s.ns].switchAccounts(idOf(s.ns, s.wallet), accounts)
      return
    }
    case 'walletDisconnect':
      adapters[s.ns].disconnectInWallet(idOf(s.ns, s.wallet))
  }
}

const sorted = (values: Iterable<string>) => [...values].sort()

/** Latch's state, per namespace, equals what the wallets hold. */
function expectStateMatchesWallets(w: Awaited<ReturnType<typeof world>>, multiWallet: boolean) {
  const state = w.latch.getState()
  const stored = readPersistedConnections(w.storage)
  const storedActive = readPersistedActiveConnectors(w.storage)
  for (const n of NAMESPACES) {
    const truth = w.adapters[n].connected()
    const list = state.connections.connections[n] ?? []
    // the same wallets, with the same accounts
    expect(sorted(list.map((c) => c.connectorId)), `${n} wallets`).toEqual(sorted(Object.keys(truth)))
    for (const c of list)
      expect(sorted(c.accounts.map((a) => a.address)), `${n} ${c.connectorId} accounts`).toEqual(
        sorted((truth[c.connectorId] ?? []).map((a) => a.address)),
      )
    if (!multiWallet) expect(list.length, `${n} one wallet at most`).toBeLessThanOrEqual(1)
    const active = state.connections.activeConnectorIds[n]
    const activeConnection = list.find((c) => c.connectorId === active)
    if (list.length > 0) {
      expect(activeConnection, `${n} active connection`).toBeDefined()
      expect(state.connections.status[n]).toBe('connected')
      expect(w.latch.getAccount({ namespace: n }).address).toBe(activeConnection?.accounts[0]?.address)
    } else {
      expect(active, `${n} no active connection`).toBeUndefined()
      expect(state.connections.status[n] ?? 'disconnected').toBe('disconnected')
      expect(w.latch.getAccount({ namespace: n }).isConnected).toBe(false)
    }
    // what a reload would restore
    expect(stored[n] ?? [], `${n} stored`).toEqual(list.map((c) => c.connectorId))
    expect(storedActive[n], `${n} stored active`).toBe(active)
  }
}

describe('connection changes racing each other and the wallets', () => {
  it('after any interleaving of connect, switch, disconnect, disconnectAll, abandoned connects and wallet-side changes, with wallets answering in any order, late or never, Latch shows exactly what the wallets hold', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        fc.scheduler({
          act: async (f) => {
            await f()
            await nextTask()
          },
        }),
        async (multiWallet, steps, scheduler) => {
          runs++
          const w = await world(multiWallet, scheduler)
          // each step starts when the scheduler says, in order, without waiting for the one before
          const running: Promise<void>[] = []
          const start = (i: number) => {
            const s = steps[i]
            if (!s) return
            void scheduler.schedule(Promise.resolve(), `step ${i}`).then(() => {
              running.push(run(w, s))
              start(i + 1)
            })
          }
          start(0)
          const outcome: { settled: boolean; error?: unknown } = { settled: false }
          void (async () => {
            while (running.length < steps.length) await nextTask()
            await Promise.all(running)
          })().then(
            () => {
              outcome.settled = true
            },
            (error: unknown) => {
              outcome.settled = true
              outcome.error = error ?? new Error('a step failed')
            },
          )
          for (let round = 0; !outcome.settled && round < 200; round++) {
            await scheduler.waitIdle()
            await nextTask()
            // only unanswered popups are left: the user gives up and closes the modal
            if (!outcome.settled && running.length === steps.length && scheduler.count() === 0)
              w.latch.close()
          }
          if (outcome.error !== undefined) throw outcome.error
          expect(outcome.settled, 'every step finished').toBe(true)
          // the popups left open may never be answered
          expectStateMatchesWallets(w, multiWallet)
          // or the user approves them after all, long after the connects were abandoned
          for (const n of NAMESPACES) w.approve(WALLETS[n].ids.at(-1)!)
          for (let round = 0; round < 200 && (round < 2 || scheduler.count() > 0); round++) {
            await scheduler.waitIdle()
            await nextTask()
          }
          expect(scheduler.count(), 'every late answer handled').toBe(0)
          expectStateMatchesWallets(w, multiWallet)
          expect(w.latch.getState().modal.loading, 'nothing left loading').toBe(false)
        },
      ),
      { numRuns: 1000 },
    )
    expect(runs).toBeGreaterThanOrEqual(1000)
  }, 60_000)
})
