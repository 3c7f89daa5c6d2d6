import { defineConfig } from 'vitest/config'

const setupFiles = ['./tests/setup/loopback-only.ts']

/**
 * One Vitest run for the whole repo, split into projects so each kind of test gets the environment
 * and time it needs. `pnpm test` runs them all; `vitest run --project unit` runs one.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        test: {
          name: 'dom',
          include: ['packages/*/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [...setupFiles, './tests/setup/testing-library.ts'],
        },
      },
      {
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
