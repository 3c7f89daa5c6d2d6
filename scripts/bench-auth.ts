/**
 * Auth service benchmark (printed, not asserted): email sign-ins per second of new users (start,
 * code from the dev mailbox, verify: 3 requests each), all started at once, on
 * 1. SQLite (one instance, a file database);
 * 2. PostgreSQL, one instance;
 * 3. PostgreSQL, two instances behind a loopback round-robin proxy.
 * PostgreSQL is a throwaway local server (`@latch/testing/postgres`, installed with apt when
 * missing) run with fsync off, while the SQLite file syncs each commit: the SQLite figure is
 * bounded by the disk, not by the service. On a 2-core machine the two instances and the proxy
 * share the cores the single instance had to itself: that row measures correctness under
 * spread load, not a speed-up. The machine is shared: compare figures across runs, not against a
 * fixed number.
 *
 * Run: pnpm bench auth   (LATCH_BENCH_AUTH_SIGNINS=… to change the count; default 1,000)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { type AuthService, startAuthService } from '@latch/auth-server'
import { startPostgres } from '@latch/testing/postgres'
import { SHARED_SECRET, signIn } from '../tests/integration/auth-scale/authScaleWorld'
import { startRoundRobinProxy } from '../tests/integration/auth-scale/roundRobinProxy'

const SIGN_INS = Number(process.env.LATCH_BENCH_AUTH_SIGNINS ?? 1000)

async function measure(label: string, url: string): Promise<void> {
  const started = performance.now()
  const results = await Promise.all(
    Array.from({ length: SIGN_INS }, (_, i) =>
      signIn(url, `bench${i}@${label.replaceAll(/\W/g, '')}.example`),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const failed = results.filter((result) => !result.ok).length
  console.log(
    `${label.padEnd(34)} ${(SIGN_INS / seconds).toFixed(0).padStart(6)} sign-ins/s  (${SIGN_INS} in ${seconds.toFixed(1)} s, ${failed} failed)`,
  )
  if (failed > 0) process.exitCode = 1
}

const start = (database: { sqlite: string } | { postgres: string }): Promise<AuthService> =>
  startAuthService({ allowedOrigins: [], mail: 'dev-mailbox', database, secret: SHARED_SECRET })

const dir = mkdtempSync(path.join(tmpdir(), 'latch-bench-auth-'))
const postgres = await startPostgres()
try {
  const sqlite = await start({ sqlite: path.join(dir, 'auth.sqlite') })
  await measure('SQLite, 1 instance', sqlite.url)
  await sqlite.close()

  const single = await start({ postgres: await postgres.createDatabase() })
  await measure('PostgreSQL, 1 instance', single.url)
  await single.close()

  const shared = await postgres.createDatabase()
  const pair = [await start({ postgres: shared }), await start({ postgres: shared })]
  const proxy = await startRoundRobinProxy(pair.map((instance) => instance.url))
  await measure('PostgreSQL, 2 instances + proxy', proxy.url)
  await proxy.close()
  await Promise.all(pair.map((instance) => instance.close()))
} finally {
  await postgres.stop()
  rmSync(dir, { recursive: true, force: true })
}
