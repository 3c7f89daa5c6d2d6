// Every store's session operations, and their atomicity: each store is opened twice on one
// database (two instances of an app), and the two race on one session.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SiwxSession } from '@latch/core'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createMemorySiwxStore } from './createMemorySiwxStore'
import { createPostgresSiwxStore } from './createPostgresSiwxStore'
import { createSqliteSiwxStore } from './createSqliteSiwxStore'
import type { SiwxSessionRecord, SiwxStore } from './types'

const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})
let postgres: Promise<TestPostgres> | undefined
afterAll(async () => {
  if (postgres !== undefined) await (await postgres).stop()
})

/** Two stores on one database (the in-memory store: one store, shared). */
const pairs: [string, () => Promise<[SiwxStore, SiwxStore]>][] = [
  [
    'in-memory',
    async () => {
      const store = createMemorySiwxStore()
      return [store, store]
    },
  ],
  [
    'SQLite',
    async () => {
      const file = path.join(
        tmpdir(),
        `latch-siwx-ops-${process.pid}-${Math.random().toString(36).slice(2)}.db`,
      )
      closers.push(() => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
      })
      return [createSqliteSiwxStore({ path: file }), createSqliteSiwxStore({ path: file })]
    },
  ],
  [
    'PostgreSQL',
    async () => {
      postgres ??= startPostgres()
      const url = await (await postgres).createDatabase()
      const stores = [
        createPostgresSiwxStore({ url, poolSize: 8 }),
        createPostgresSiwxStore({ url, poolSize: 8 }),
      ]
      for (const store of stores) closers.push(() => store.close())
      return [stores[0], stores[1]] as [SiwxStore, SiwxStore]
    },
  ],
]

const signIn = (address: string): SiwxSession => ({
  data: {
    accountAddress: address,
    chainId: 'eip155:1',
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: `nonce-${address}`,
    issuedAt: '2026-11-25T10:00:00.000Z',
  },
  message: `sign-in of ${address}`,
  signature: '0x1',
})
const record = (id: string, accounts: string[]): SiwxSessionRecord => ({
  id,
  domain: 'app.example',
  sessions: accounts.map(signIn),
  createdAt: 1,
  expiresAt: 2_000_000_000_000,
})
const accountsOf = (found: SiwxSessionRecord | undefined) => found?.sessions.map((s) => s.data.accountAddress)

describe.each(pairs)('the %s store: sessions change in atomic steps', (_, open) => {
  it('creates a session under a new id only, and reads it back with its app', async () => {
    const [store] = await open()
    await store.createSession(record('s1', ['a']))
    expect(await store.getSession('s1')).toEqual(record('s1', ['a']))
    await expect(store.createSession(record('s1', ['b']))).rejects.toThrow()
    expect(accountsOf(await store.getSession('s1'))).toEqual(['a'])
  })

  it('moves a session to a new id and deletes the old one; a gone or declined source writes nothing', async () => {
    const [store] = await open()
    await store.createSession(record('old', ['a', 'b']))
    const moved = await store.moveSession('old', (from) => ({
      ...from,
      id: 'new',
      sessions: [...from.sessions, signIn('c')],
    }))
    expect(accountsOf(moved)).toEqual(['a', 'b', 'c'])
    expect(await store.getSession('old')).toBeUndefined()
    expect(await store.getSession('new')).toEqual(moved)
    // the old id is revoked: moving it again finds nothing, and nothing is written
    let called = false
    const again = await store.moveSession('old', (from) => {
      called = true
      return { ...from, id: 'newer' }
    })
    expect({ again, called }).toEqual({ again: undefined, called: false })
    expect(await store.getSession('newer')).toBeUndefined()
    // a declined move keeps the source as it was
    expect(await store.moveSession('new', () => undefined)).toBeUndefined()
    expect(await store.getSession('new')).toEqual(moved)
  })

  it('removes sign-ins from a session, deleting it when none remain, and says which', async () => {
    const [store] = await open()
    await store.createSession(record('s', ['a', 'b']))
    expect(await store.removeFromSession('s', (s) => s.data.accountAddress === 'a')).toBe('kept')
    expect(accountsOf(await store.getSession('s'))).toEqual(['b'])
    expect(await store.removeFromSession('s', (s) => s.data.accountAddress === 'b')).toBe('deleted')
    expect(await store.getSession('s')).toBeUndefined()
    expect(await store.removeFromSession('s', () => true)).toBe('missing')
  })

  it('of concurrent moves of one session on two instances, exactly one wins, and nothing is left behind', async () => {
    const [a, b] = await open()
    for (let trial = 0; trial < 10; trial++) {
      await a.createSession(record(`src${trial}`, ['x']))
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a : b).moveSession(`src${trial}`, (from) => ({
            ...from,
            id: `dst${trial}-${i}`,
            sessions: [...from.sessions, signIn(`y${i}`)],
          })),
        ),
      )
      const winners = results.filter((moved) => moved !== undefined)
      expect(winners).toHaveLength(1)
      expect(await a.getSession(`src${trial}`)).toBeUndefined()
      for (let i = 0; i < 6; i++) expect(await b.getSession(`dst${trial}-${i}`)).toEqual(results[i])
    }
  })

  it('a session deleted (signed out) while another instance moves it is never written back', async () => {
    const [a, b] = await open()
    for (let trial = 0; trial < 20; trial++) {
      await a.createSession(record(`s${trial}`, ['x']))
      const [moved] = await Promise.all([
        b.moveSession(`s${trial}`, (from) => ({
          ...from,
          id: `m${trial}`,
          sessions: [...from.sessions, signIn('y')],
        })),
        a.deleteSession(`s${trial}`),
      ])
      expect(await a.getSession(`s${trial}`)).toBeUndefined()
      // moved first (then the sign-out found the old id gone), or refused after the sign-out
      expect(await a.getSession(`m${trial}`)).toEqual(moved)
    }
  })

  it('concurrent removals of different accounts on two instances are all kept (no lost update)', async () => {
    const [a, b] = await open()
    for (let trial = 0; trial < 10; trial++) {
      const accounts = ['p', 'q', 'r', 's', 't', 'u']
      await a.createSession(record(`s${trial}`, accounts))
      const results = await Promise.all(
        accounts
          .slice(0, 4)
          .map((account, i) =>
            (i % 2 ? a : b).removeFromSession(`s${trial}`, (s) => s.data.accountAddress === account),
          ),
      )
      expect(results).toEqual(['kept', 'kept', 'kept', 'kept'])
      expect(accountsOf(await a.getSession(`s${trial}`))).toEqual(['t', 'u'])
    }
  })
})
