import type { DevChain } from '@latch/testing/evm'
import type { Browser } from 'playwright-core'
import type { CheckList } from './checkList'

/**
 * What a fixture's checks get: its installed folder, the check list, the shared dev chain and
 * browser, and a place for its figures.
 *
 * @example
 * ```ts
 * await checkViteReact({ ...context, name: 'vite-react18', dir })
 * ```
 */
export type FixtureContext = {
  /** The fixture's name (prefix of its check names). */
  name: string
  /** Its installed copy, outside the workspace. */
  dir: string
  checks: CheckList
  /** Folder of the command logs. */
  logDir: string
  chain: () => Promise<DevChain>
  browser: () => Promise<Browser>
  /** Figures to report (build time, bundle sizes), by label. */
  figures: Record<string, number | string>
}
