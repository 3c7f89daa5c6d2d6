/**
 * `pnpm release`: build → test → publish every published package whose version is not on the
 * registry yet (`changeset publish`, which publishes with pnpm, so `publishConfig` applies and
 * `.pnpmfile.cjs` strips the workspace-only `source` condition, and tags the versions). Version first with `pnpm changeset version`.
 *
 * Usage:
 * - `pnpm release` builds, runs `pnpm test`, publishes.
 * - `pnpm release --dry-run` does the same but publishes nothing: `pnpm publish --dry-run` of each
 *   package, which packs the exact tarball and reports what would be uploaded.
 * - `--skip-checks` leaves out build and test (`pnpm test` uses it for its own dry-run step, right
 *   after it built the packages).
 */
import { spawnSync } from 'node:child_process'
import { PUBLISHED_PACKAGES } from './publishedPackages'

function step(name: string, command: string, args: string[]): void {
  console.log(`\n=== release: ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`release stopped: ${name} failed (exit ${result.status ?? 'signal'})`)
    process.exit(1)
  }
}

const dryRun = process.argv.includes('--dry-run')
const skipChecks = process.argv.includes('--skip-checks')

if (!skipChecks) {
  step('build', 'pnpm', ['build'])
  step('test', 'pnpm', ['test'])
}
if (dryRun) {
  const filters = PUBLISHED_PACKAGES.flatMap((p) => ['--filter', `./packages/${p}`])
  step('publish (dry run)', 'pnpm', ['-r', ...filters, 'publish', '--dry-run', '--no-git-checks'])
  console.log(`\nrelease dry run: ${PUBLISHED_PACKAGES.length} packages packed, nothing published`)
} else {
  step('publish', 'pnpm', ['exec', 'changeset', 'publish'])
}
