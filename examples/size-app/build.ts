import path from 'node:path'
import { build } from 'vite'

/** The size app's folder. */
export const SIZE_APP_ROOT = import.meta.dirname

/**
 * Builds one page of the size app (`index.html`: the Latch app; `react-only.html`: the React
 * baseline) into `outDir`, with a Vite manifest for measuring.
 *
 * @param page - The HTML entry.
 * @param outDir - Output folder (emptied first).
 * @example
 * ```ts
 * await buildSizeApp('index.html', 'test-output/size-app/latch')
 * ```
 */
export async function buildSizeApp(page: 'index.html' | 'react-only.html', outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: a
  // production build must say production, whoever calls it.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: path.join(SIZE_APP_ROOT, 'vite.config.ts'),
      root: SIZE_APP_ROOT,
      mode: 'production',
      build: {
        outDir: path.resolve(outDir),
        emptyOutDir: true,
        rollupOptions: { input: path.join(SIZE_APP_ROOT, page) },
      },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
