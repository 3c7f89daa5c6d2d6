import { rmSync } from 'node:fs'
import path from 'node:path'

/** Where a screenshot mismatch writes its `actual` and `diff` images. */
export const VISUAL_OUTPUT_DIR = path.resolve('test-output/visual')

/**
 * The e2e project's global set-up: empties {@link VISUAL_OUTPUT_DIR} once, before any file runs,
 * so the `actual` and `diff` images there are this run's only. Two e2e files run at once, so no
 * file may empty it itself: it would delete what the other had just written.
 *
 * @example
 * ```ts
 * // vitest.config.ts, the e2e project
 * globalSetup: ['./tests/e2e/support/visualOutput.ts']
 * ```
 */
export default function clearVisualOutput(): void {
  rmSync(VISUAL_OUTPUT_DIR, { recursive: true, force: true })
}
