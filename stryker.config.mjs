/**
 * `pnpm mutation`: StrykerJS over the security-critical modules, each mutant judged by the
 * tests in `scripts/mutation/vitest.config.ts` only. `scripts/mutation.ts` runs it and prints the
 * score per module from the JSON report. Not part of `pnpm test`.
 *
 * `inPlace`: the cross-package tests import `@latch/*`, which resolves through the workspace links
 * to the real `packages/` folder, so the mutants must be there, not in a sandbox copy (Stryker
 * restores every file when the run ends).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    'packages/core/src/shared/validation/safeUrl.ts',
    'packages/core/src/shared/validation/evmAddress.ts',
    'packages/core/src/shared/validation/bitcoinAddress.ts',
    'packages/core/src/shared/validation/bitcoinAddressErrors.ts',
    'packages/core/src/shared/validation/decodeBitcoinAddress.ts',
    'packages/core/src/slices/send/validateSend.ts',
    'packages/core/src/slices/send/checkSend.ts',
    'packages/core/src/slices/siwx/verify/checkSiwxMessage.ts',
    'packages/siwx-server/src/server/createSiwxHandler.ts',
  ],
  // Named, not found by the default `@stryker-mutator/*` glob: pnpm keeps Stryker's core in its own
  // store folder, where the runner is not beside it.
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  checkers: [],
  inPlace: true,
  // Vitest does not type-check, and no checker runs: leave every file's type checks as they are
  // (in place, the default would write `// @ts-nocheck` into each file of the repo for the run).
  disableTypeChecks: false,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['json', 'html', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'test-output/mutation/mutation.json' },
  htmlReporter: { fileName: 'test-output/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
