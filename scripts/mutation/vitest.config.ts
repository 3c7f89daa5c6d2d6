import { fileURLToPath } from 'node:url'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * The tests `pnpm mutation` runs against each mutant: only the unit and integration tests that
 * exercise the six security-critical modules listed in `stryker.config.mjs`, so a mutant is judged
 * in seconds. Resolution is the main config's: every `@latch/*` import resolves to its `src/*.ts`.
 */
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')]

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: [
      // safeUrl.ts
      'packages/core/src/shared/validation/safeUrl.test.ts',
      // evmAddress.ts (and the EVM adapter's re-export of it)
      'packages/core/src/shared/validation/evmAddress.test.ts',
      'packages/evm/src/utils/checksumAddress.test.ts',
      // bitcoinAddress.ts
      'packages/core/src/shared/validation/bitcoinAddress.test.ts',
      // validateSend.ts and the checks it throws the first of (checkSend.ts)
      'packages/core/src/slices/send/validateSend.test.ts',
      'packages/core/src/slices/send/checkSend.test.ts',
      'packages/core/src/slices/send/createSendController.test.ts',
      // checkSiwxMessage.ts (directly and through the namespaces' verifiers)
      'packages/core/src/slices/siwx/verify/checkSiwxMessage.test.ts',
      'packages/solana/src/siwx/createSolanaSiwxVerifier.test.ts',
      'packages/stacks/src/siwx/sip018.test.ts',
      // createSiwxHandler.ts: its unit tests and the mounts, all on the memory and SQLite stores.
      // Not the HTTP kit tests (each mutant would start PostgreSQL and the 10,000-request fuzz),
      // which made a run of this module take longer than a mutant is worth.
      'packages/siwx-server/src/server/createSiwxHandler.test.ts',
      'packages/siwx-server/src/exports/index.test.ts',
      'tests/integration/siwx-server/mounts.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup/loopback-only.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
