import path from 'node:path'
import { build } from 'vite'
import { keptLazyModules } from '../keptLazyModules'

/** The demo's folder. */
export const DEMO_ROOT = import.meta.dirname

/**
 * Builds the demo with Vite into `outDir` (production mode, code-split: the modal is its own chunk).
 * Refuses (throws) a build in which a module loaded with `import()` is also imported statically
 * (see {@link keptLazyModules}).
 *
 * @param outDir - Output folder (emptied first).
 * @example
 * ```ts
 * await buildDemo('test-output/demo-build')
 * ```
 */
export async function buildDemo(outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: a
  // production build must say production, whoever calls it.
  const kept = keptLazyModules()
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: path.join(DEMO_ROOT, 'vite.config.ts'),
      root: DEMO_ROOT,
      mode: 'production',
      build: { outDir: path.resolve(outDir), emptyOutDir: true, rollupOptions: { onwarn: kept.onwarn } },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  kept.assertNone('the demo')
}
