import { availableParallelism } from 'node:os'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { ensureTypescriptNative } from './tools/typescript-native/ensure.mjs'

const setupFiles = ['./tests/setup/loopback-only.ts']

/**
 * Every `@latch/*` import resolves to the package's `source` condition (its `src/*.ts`): tests run
 * on source, no build needed (the published `dist` is tested by the size budgets and the consumer
 * fixtures). Otherwise the conditions stay Vitest's own defaults (Vite's server conditions without
 * `module`, for both resolvers; Vitest also hands them to Node as `--conditions` for the modules it
 * leaves external), so third-party packages resolve exactly as before.
 */
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')]
const source = { resolve: { conditions }, ssr: { resolve: { conditions } } }

/**
 * The unit and dom projects' timeouts. A timeout is there to end a test that hangs, never to time
 * one: on the 2-core CI machine under load (a run beside a build and a browser benchmark), a
 * 40-run property test that imports core afresh for each run went past Vitest's default 5 s, and a
 * PostgreSQL server's stop past its 10 s for a hook; both end well inside these.
 */
const unitTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 }

/**
 * How long `expect.poll` waits for its condition in the projects that drive servers and browsers.
 * Vitest's default is 1 s, which is a wait, not a bound: on the 2-core CI machine at a load average
 * of ~10, an Arabic dialog took longer than that to render after the locale changed, and the visual
 * suite failed on "expected 'en' to be 'ar'". A poll that is met returns at once; only a failing one
 * waits this long.
 */
const pollTimeouts = { expect: { poll: { timeout: 15_000 } } }

/**
 * One Vitest run for the whole repo, split into projects so each kind of test gets the environment
 * and time it needs. `pnpm test` runs them all; `vitest run --project unit` runs one.
 */
export default defineConfig({
  test: {
    // One worker per core. Vitest's own default is one fewer (a single worker on the 2-core CI
    // machine), which ran the whole suite one file at a time: measured there, the unit, dom, types
    // and integration projects took ~600 s with one worker (the last CI run) and 333 s with two
    // (same 3,195 tests, all passing). Their tests wait on servers, chains and timers as much as
    // they compute.
    maxWorkers: availableParallelism(),
    // Each transformed module is kept on disk (node_modules/.experimental-vitest-cache), keyed by its
    // content, id and environment: the unit, integration and e2e projects transform the same sources,
    // and each worker once more, so one transform serves them all (and the next run). Measured on the
    // 2-core machine, a cold cache as on CI: unit, dom, integration and types 341 / 342 s without,
    // 314 / 300 s with (interleaved runs, 3,208 tests passing).
    experimental: { fsModuleCache: true },
    projects: [
      {
        ...source,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.isolated.test.ts'],
          environment: 'node',
          // file-reset.ts first waits for the file's dynamic imports still in flight: an instance's
          // code (createLatch's lazy chunk) that a test asked for and never awaited, still loading
          // when the file ended, failed the next file ("Cannot load … after the environment was
          // torn down", once on CI under load).
          setupFiles: [...setupFiles, './tests/setup/file-reset.ts'],
          // Unit tests share one module graph per worker instead of re-importing it for each of
          // their ~270 files: measured on the 2-core machine, 192 s -> 110 s for the same 1,613
          // tests. What one file changes is undone before the next (mocks, spies, stubbed globals
          // and env); a file that replaces a module with vi.mock is named *.isolated.test.ts and
          // runs in its own module graph (the project below).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          ...unitTimeouts,
        },
      },
      {
        ...source,
        test: {
          name: 'unit-isolated',
          include: ['packages/*/src/**/*.isolated.test.ts'],
          environment: 'node',
          setupFiles: [...setupFiles, './tests/setup/file-reset.ts'],
          ...unitTimeouts,
        },
      },
      {
        ...source,
        test: {
          name: 'dom',
          include: ['packages/*/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [...setupFiles, './tests/setup/testing-library.ts', './tests/setup/file-reset.ts'],
          // One module graph and DOM environment per worker, as the unit project: measured on the
          // 2-core machine, 114 s -> 16 s for the same 44 files (import 23.6 s and environment set-up
          // 20.8 s were most of it). file-reset.ts undoes what a file changed globally.
          isolate: false,
          ...unitTimeouts,
        },
      },
      {
        ...source,
        test: {
          // Type tests of the public generics (`*.test-d.ts(x)` beside what they test): checked by
          // tsc, never run; each `it` counts in the run's totals like any other test.
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            // TypeScript's native compiler (tools/typescript-native/ensure.mjs), as the repo's own
            // check: measured on the 2-core machine, 5.5 s of type checking against 23 s with 5.9.
            checker: ensureTypescriptNative(),
            include: ['packages/*/src/**/*.test-d.ts', 'packages/*/src/**/*.test-d.tsx'],
            // Only the type tests and what they import: the repo-wide tsc is its own step.
            tsconfig: './tsconfig.typetests.json',
            ignoreSourceErrors: false,
          },
        },
      },
      {
        ...source,
        test: {
          name: 'integration',
          ...pollTimeouts,
          include: ['tests/integration/**/*.test.ts', 'packages/testing/src/**/*.itest.ts'],
          environment: 'node',
          setupFiles: [...setupFiles, './tests/setup/file-reset.ts'],
          // One module graph per worker: each file re-importing its graph was 191 s of the 350 s
          // this project took on the 2-core machine; without it, import is 14 s and the run 254 s
          // (measured side by side, same files, all passing). file-reset.ts undoes what a file
          // changed globally (a stubbed `window`, env, spies, fake timers) when it ends.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...source,
        test: {
          name: 'e2e',
          ...pollTimeouts,
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/e2e/*Bench.test.ts'],
          environment: 'node',
          setupFiles: [...setupFiles, './tests/setup/file-reset.ts'],
          globalSetup: ['./tests/e2e/support/visualOutput.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // Two files at a time, each with its own Chromium, servers and chains on free ports (the
          // demo build is shared behind a lock): measured on the 2-core machine, the 39 files took
          // 710 s one at a time (the last CI run) and 501 s two at a time (all passing). A browser
          // test waits on frames, timers and its servers, so a second file fills the gaps. Two on
          // any machine: that is what was measured.
          maxWorkers: 2,
          // One module graph per worker: re-importing Playwright and the test kit for each of the
          // 39 files was 122 s of import in a 731 s run; without it, 5 s and 569 s (same files, all
          // passing, one loaded machine). Its own group, after the others: a group's projects must
          // share one worker count.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        ...source,
        test: {
          // The benchmarks' e2e checks (scripts/bench-*.ts run briefly: the figures are printed, not
          // asserted), last and alone, so no other test's browser shares the cores while they time.
          name: 'bench',
          ...pollTimeouts,
          include: ['tests/e2e/*Bench.test.ts'],
          environment: 'node',
          setupFiles: [...setupFiles, './tests/setup/file-reset.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          maxWorkers: 1,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
