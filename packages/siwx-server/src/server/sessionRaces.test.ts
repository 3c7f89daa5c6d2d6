// Sign-in, sign-out and sign-out-by-account racing on one session, through two handler instances
// on one store whose every call is held back for a random (fast-check scheduled) time before and
// after it runs. After each round the state must be what SOME sequential order of the round's
// requests gives (the model below): a token signed out or moved never works again, no account of
// a session is lost, no sign-out is undone.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SiwxSession } from '@latch/core/kit'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemorySiwxStore } from '../store/createMemorySiwxStore'
import { createPostgresSiwxStore } from '../store/createPostgresSiwxStore'
import { createSqliteSiwxStore } from '../store/createSqliteSiwxStore'
import type { SiwxStore } from '../store/types'
import { accountsOf, CHAIN, postSignIn, send, setToken, signed, testHandler } from '../testing/handlerTestKit'
import type { SiwxHandler } from './createSiwxHandler'

type Op =
  | { kind: 'signIn'; account: string; via: number; pick: number }
  | { kind: 'signOut'; via: number; pick: number }
  | { kind: 'signOutAccount'; account: string; via: number; pick: number }

const account = fc.constantFrom('a', 'b', 'c')
const via = fc.nat(1)
const pick = fc.nat(20)
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('signIn' as const), account, via, pick }),
  fc.record({ kind: fc.constant('signOut' as const), via, pick }),
  fc.record({ kind: fc.constant('signOutAccount' as const), account, via, pick }),
)
const rounds = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 })

/** A store whose every call waits for the scheduler before and after it, while `racing`. */
function slowStore(inner: SiwxStore, scheduler: fc.Scheduler, racing: () => boolean): SiwxStore {
  const hold = (label: string) =>
    racing() ? scheduler.schedule(Promise.resolve(), label) : Promise.resolve()
  const slow = {} as Record<string, (...args: unknown[]) => Promise<unknown>>
  for (const name of Object.keys(inner) as (keyof SiwxStore)[]) {
    const method = inner[name] as (...args: unknown[]) => Promise<unknown>
    slow[name] = async (...args) => {
      await hold(`${name} called`)
      const result = await method.apply(inner, args)
      await hold(`${name} done`)
      return result
    }
  }
  return slow as unknown as SiwxStore
}

/** token → accounts signed in on it (live sessions only). */
type Model = Map<string, string[]>
type Outcome = { kind: 'signIn'; token: string } | { kind: 'signOut'; cleared: boolean }

/** Applies one request to the model, sequentially; what it answers. */
function applyModel(model: Model, step: Op, presented: string | undefined, newToken: string | undefined) {
  const live = presented === undefined ? undefined : model.get(presented)
  if (step.kind === 'signIn') {
    const kept = (live ?? []).filter((a) => a !== step.account)
    if (live && presented) model.delete(presented)
    model.set(newToken as string, [...kept, step.account])
    return { kind: 'signIn' as const, token: newToken as string }
  }
  if (!live || !presented) return { kind: 'signOut' as const, cleared: true }
  const left = step.kind === 'signOut' ? [] : live.filter((a) => a !== step.account)
  if (left.length === 0) model.delete(presented)
  else model.set(presented, left)
  return { kind: 'signOut' as const, cleared: left.length === 0 }
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items
    return
  }
  for (let i = 0; i < items.length; i++)
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)]))
      yield [items[i] as T, ...rest]
}

const sorted = (accounts: string[] | undefined) => (accounts === undefined ? undefined : [...accounts].sort())

/** Runs the rounds on two handlers over `open()`'s store; fails unless each round is linearizable. */
async function checkRounds(
  scheduler: fc.Scheduler,
  initial: string[],
  plan: Op[][],
  open: () => Promise<SiwxStore[]>,
) {
  let racing = false
  const inner = await open()
  const handlers: SiwxHandler[] = inner.map((store) => testHandler(slowStore(store, scheduler, () => racing)))
  const [first = handlers[0] as SiwxHandler] = handlers
  let model: Model = new Map()
  const tokens: (string | undefined)[] = [undefined]
  // sequential sign-ins before the races: one browser's session
  let current: string | undefined
  for (const a of initial) {
    const answer = await postSignIn(first, await signed(first, a), current)
    const next = applyModel(model, { kind: 'signIn', account: a, via: 0, pick: 0 }, current, answer.token)
    current = next.token
    tokens.push(current)
  }
  for (const round of plan) {
    const presented = round.map((step) => tokens[step.pick % tokens.length])
    const sessions: (SiwxSession | undefined)[] = []
    for (const step of round)
      sessions.push(step.kind === 'signIn' ? await signed(first, step.account) : undefined)
    racing = true
    const outcomes: Outcome[] = await scheduler.waitFor(
      Promise.all(
        round.map(async (step, i): Promise<Outcome> => {
          const handler = handlers[step.via % handlers.length] as SiwxHandler
          const token = presented[i]
          if (step.kind === 'signIn') {
            const answer = await postSignIn(handler, sessions[i] as SiwxSession, token)
            expect(answer.status).toBe(200)
            return { kind: 'signIn', token: answer.token as string }
          }
          const query = step.kind === 'signOut' ? '' : `?chainId=${CHAIN}&address=${step.account}`
          const response = await send(handler, 'DELETE', `session${query}`, { token })
          expect(response.status).toBe(204)
          return { kind: 'signOut', cleared: setToken(response) === '' }
        }),
      ),
    )
    racing = false
    for (const outcome of outcomes) if (outcome.kind === 'signIn') tokens.push(outcome.token)
    const known = [...new Set(tokens.filter((t): t is string => t !== undefined))]
    const observed = new Map<string, string[] | undefined>()
    for (const token of known) observed.set(token, sorted(await accountsOf(first, token)))
    let matched: Model | undefined
    for (const order of permutations(round.map((_, i) => i))) {
      const candidate: Model = new Map([...model].map(([k, v]) => [k, [...v]]))
      const answers = new Map<number, Outcome>()
      for (const i of order) {
        const outcome = outcomes[i] as Outcome
        const token = outcome.kind === 'signIn' ? outcome.token : undefined
        answers.set(i, applyModel(candidate, round[i] as Op, presented[i], token))
      }
      const sameAnswers = outcomes.every(
        (outcome, i) => JSON.stringify(answers.get(i)) === JSON.stringify(outcome),
      )
      const sameState = known.every(
        (token) => JSON.stringify(sorted(candidate.get(token))) === JSON.stringify(observed.get(token)),
      )
      if (sameAnswers && sameState) {
        matched = candidate
        break
      }
    }
    expect(
      matched,
      `no sequential order gives ${JSON.stringify({ round, presented, outcomes, observed: [...observed] })} from ${JSON.stringify([...model])}`,
    ).toBeDefined()
    model = matched as Model
  }
}

let postgres: Promise<TestPostgres> | undefined
afterAll(async () => {
  if (postgres !== undefined) await (await postgres).stop()
})

const stores: [string, number, () => Promise<{ stores: SiwxStore[]; close(): Promise<void> }>][] = [
  [
    'in-memory',
    300,
    async () => {
      const store = createMemorySiwxStore()
      return { stores: [store, store], close: async () => {} }
    },
  ],
  [
    'SQLite (two connections to one file)',
    100,
    async () => {
      const file = path.join(
        tmpdir(),
        `latch-siwx-race-${process.pid}-${Math.random().toString(36).slice(2)}.db`,
      )
      return {
        stores: [createSqliteSiwxStore({ path: file }), createSqliteSiwxStore({ path: file })],
        close: async () => {
          for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
        },
      }
    },
  ],
  [
    'PostgreSQL (two pools on one database)',
    25,
    async () => {
      postgres ??= startPostgres()
      const url = await (await postgres).createDatabase()
      const both = [
        createPostgresSiwxStore({ url, poolSize: 4 }),
        createPostgresSiwxStore({ url, poolSize: 4 }),
      ]
      return { stores: both, close: async () => void (await Promise.all(both.map((s) => s.close()))) }
    },
  ],
]

describe.each(stores)('racing sign-in, sign-out and sign-out by account (%s store)', (_, numRuns, open) => {
  it('every round ends as some sequential order of its requests would', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(account, { maxLength: 3 }),
        rounds,
        async (s, initial, plan) => {
          const opened = await open()
          try {
            await checkRounds(s, initial, plan, async () => opened.stores)
          } finally {
            await opened.close()
          }
        },
      ),
      { numRuns },
    )
  }, 300_000)
})
