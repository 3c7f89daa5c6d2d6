/**
 * Sign-in kit benchmark (printed, not asserted): SIWX sign-ins per second (EVM, real viem
 * signatures: the nonce request and the signed session POST, 2 requests each), all started at once,
 * on
 * 1. the in-memory store (one instance);
 * 2. SQLite (one instance, a file database);
 * 3. PostgreSQL, one instance;
 * 4. PostgreSQL, two instances behind a loopback round-robin proxy.
 * The wallets sign between the two phases, outside the timing: the figure is the kit's (HTTP,
 * signature check, store), not the wallet's. PostgreSQL is a throwaway local server
 * (`@latch/testing/postgres`, installed with apt when missing). On a 2-core machine the two
 * instances and the proxy share the cores one instance had to itself: that row measures
 * correctness under spread load, not a speed-up. The machine is shared: compare figures across
 * runs, not against a fixed number.
 *
 * Run: pnpm bench siwx   (LATCH_BENCH_SIWX_SIGNINS=… to change the count; default 1,000)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { SiwxMessageData } from '@latch/core'
import { createEvmSiwxVerifier } from '@latch/evm'
import {
  createMemorySiwxStore,
  createPostgresSiwxStore,
  createSqliteSiwxStore,
  type SiwxStore,
} from '@latch/siwx-server'
import { startPostgres } from '@latch/testing/postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startRoundRobinProxy } from '../tests/integration/auth-scale/roundRobinProxy'
import { startKit } from '../tests/integration/siwx-server/kitWorld'

const SIGN_INS = Number(process.env.LATCH_BENCH_SIWX_SIGNINS ?? 1000)
const CHAIN = 'eip155:31337'
const users = Array.from({ length: SIGN_INS }, () => privateKeyToAccount(generatePrivateKey()))

async function measure(label: string | undefined, origin: string): Promise<void> {
  const issuing = performance.now()
  const issued = await Promise.all(
    users.map(async (user) => {
      const response = await fetch(`${origin}/api/siwx/nonce?chainId=${CHAIN}&address=${user.address}`)
      return response.status === 200
        ? ((await response.json()) as { data: SiwxMessageData; message: string })
        : undefined
    }),
  )
  const issueMs = performance.now() - issuing
  const bodies = await Promise.all(
    issued.map(async (entry, i) =>
      entry === undefined
        ? undefined
        : JSON.stringify({ ...entry, signature: await users[i]?.signMessage({ message: entry.message }) }),
    ),
  )
  const posting = performance.now()
  const statuses = await Promise.all(
    bodies.map(async (body) => {
      if (body === undefined) return 0
      const response = await fetch(`${origin}/api/siwx/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      await response.arrayBuffer()
      return response.status
    }),
  )
  const seconds = (issueMs + performance.now() - posting) / 1000
  const failed = statuses.filter((status) => status !== 200).length
  if (failed > 0) process.exitCode = 1
  if (label === undefined) return
  console.log(
    `${label.padEnd(34)} ${(SIGN_INS / seconds).toFixed(0).padStart(6)} sign-ins/s  (${SIGN_INS} in ${seconds.toFixed(1)} s, ${failed} failed)`,
  )
}

async function single(label: string | undefined, store: SiwxStore): Promise<void> {
  const kit = await startKit({ store, verifiers: [createEvmSiwxVerifier()] })
  await measure(label, kit.origin)
  await kit.close()
}

const dir = mkdtempSync(path.join(tmpdir(), 'latch-bench-siwx-'))
const postgres = await startPostgres()
try {
  // one untimed round first, so the first row does not pay for the JIT warming up
  await single(undefined, createMemorySiwxStore())
  await single('in-memory, 1 instance', createMemorySiwxStore())
  await single('SQLite, 1 instance', createSqliteSiwxStore({ path: path.join(dir, 'siwx.sqlite') }))

  const one = createPostgresSiwxStore({ url: await postgres.createDatabase() })
  await single('PostgreSQL, 1 instance', one)
  await one.close()

  const shared = await postgres.createDatabase()
  const stores = [createPostgresSiwxStore({ url: shared }), createPostgresSiwxStore({ url: shared })]
  const pair = await Promise.all(
    stores.map((store) => startKit({ store, verifiers: [createEvmSiwxVerifier()] })),
  )
  const proxy = await startRoundRobinProxy(pair.map((kit) => kit.origin))
  await measure('PostgreSQL, 2 instances + proxy', proxy.url)
  await proxy.close()
  await Promise.all(pair.map((kit) => kit.close()))
  await Promise.all(stores.map((store) => store.close()))
} finally {
  await postgres.stop()
  rmSync(dir, { recursive: true, force: true })
}
