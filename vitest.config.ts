import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

const setupFiles = ['./tests/setup/loopback-only.ts']

/**
 * Every `@latch/*` import resolves to the package's `source` condition (its `src/*.ts`), in the
 * browser-like and the Node side alike: tests run on source, no build needed. The published
 * `dist` is tested by the size budgets and the consumer fixtures.
 */
const source = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}

/**
 * One Vitest run for the whole repo, split into projects so each kind of test gets the environment
 * and time it needs. `pnpm test` runs them all; `vitest run --project unit` runs one.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...source,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        ...source,
        test: {
          name: 'dom',
          include: ['packages/*/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [...setupFiles, './tests/setup/testing-library.ts'],
        },
      },
      {
        ...source,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'packages/testing/src/**/*.itest.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...source,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
