import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AccountDataSource, ActivityItem } from '../../adapters/AccountDataSource'
import type { Clock } from '../../shared/clock/clock'
import { createMemoryStore, createStorage } from '../../shared/storage/createStorage'
import { testNetworks } from '../../testing/testNetworks'
import { createAccountDataController } from './createAccountDataController'
import { createDataCaches } from './createDataCaches'
import { createInitialAccountDataState } from './createInitialAccountDataState'
import { sentStorageKey } from './sent/createSentStore'

const network = testNetworks.ethereum
const ME = '0x00000000000000000000000000000000000000aa'
const TO = '0x00000000000000000000000000000000000000bb'
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const numberOf = (hash: string) => Number.parseInt(hash.slice(2), 16)
const pending = (n: number): ActivityItem => ({
  id: hashOf(n),
  metadata: { minedAt: 1_000 + n, chain: network.caipNetworkId, status: 'pending', hash: hashOf(n) },
  transfers: [{ direction: 'out', symbol: 'ETH', amount: '1', from: ME, to: TO }],
})

/** A clock whose timers run only when `fire` is called. */
function manualTimers() {
  const timers = new Map<number, () => void>()
  let next = 0
  const clock: Clock = {
    now: () => 0,
    setTimeout: (fn) => {
      next += 1
      timers.set(next, fn)
      return next
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
  }
  const fire = () => {
    const due = [...timers.values()]
    timers.clear()
    for (const fn of due) fn()
    return due.length
  }
  return { clock, fire }
}

describe('kept sends: a receipt and a history read racing', () => {
  it('never lose an outcome, whatever order the answers arrive in (property over interleavings)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom('confirmed' as const, 'failed' as const), { minLength: 1, maxLength: 4 }),
        // per history read and per send: whether that read still saw the send as pending
        fc.array(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (s, outcomes, reads) => {
          const state = createInitialAccountDataState()
          const kv = createMemoryStore()
          const { clock, fire } = manualTimers()
          let read = 0
          const source: AccountDataSource = {
            getTokenBalances: async () => [],
            getActivity: s.scheduleFunction(async function getActivity({ sent = [] }) {
              const stale = reads[read++ % reads.length]!
              return {
                items: sent.map((item) => {
                  const n = numberOf(item.metadata.hash)
                  return {
                    ...item,
                    metadata: { ...item.metadata, status: stale[n] ? 'pending' : outcomes[n]! },
                  }
                }),
              }
            }),
          }
          const chain: Pick<AccountDataSource, 'getTransactionStatus'> = {
            getTransactionStatus: s.scheduleFunction(async function receipt({ hash }) {
              return outcomes[numberOf(hash)]
            }),
          }
          const storage = createStorage(kv)
          const { actions } = createAccountDataController(state, {
            clock,
            caches: createDataCaches(clock),
            getTarget: () => ({ address: ME, network }),
            getSource: () => source,
            getAdapter: () => ({ accountData: { ...source, ...chain } }),
            getNetworks: () => [network],
            getStorage: () => storage,
            showError: () => {},
          })
          for (const n of outcomes.keys()) await actions.addPendingTransaction(pending(n))
          const fetches = reads.map(() => actions.fetchActivity({ force: true }))
          fire() // every send's first receipt lookup starts, racing the reads
          await s.waitFor(Promise.all(fetches))
          await s.waitIdle()

          const statusIn = (list: readonly ActivityItem[], n: number) =>
            list.find((item) => item.metadata.hash === hashOf(n))?.metadata.status
          const stored = storage.get(
            sentStorageKey(ME, network.caipNetworkId)!,
            Array.isArray,
          ) as ActivityItem[]
          outcomes.forEach((outcome, n) => {
            expect(statusIn(state.sent, n)).toBe(outcome)
            expect(statusIn(stored, n)).toBe(outcome)
            const row = statusIn(state.activity, n) ?? statusIn(state.pendingTransactions, n)
            expect(row).toBe(outcome)
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})
