import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { keptLazyModules } from '../keptLazyModules'

/** The size app's folder. */
export const SIZE_APP_ROOT = import.meta.dirname

/**
 * The size app's pages: `index.html` the EVM Latch app, `four-families.html` the Latch app with
 * the EVM, Solana and Stacks/Bitcoin adapters, `react-only.html` the React baseline,
 * `open-bench.html` Latch beside a plain React dialog (the open benchmark), `reload-wagmi.html` a
 * wagmi app's own reconnect (the reload benchmark's comparison).
 *
 * @example
 * ```ts
 * const page: SizeAppPage = 'four-families.html'
 * ```
 */
export type SizeAppPage =
  | 'index.html'
  | 'four-families.html'
  | 'react-only.html'
  | 'open-bench.html'
  | 'reload-wagmi.html'

/**
 * Builds one page of the size app (see {@link SizeAppPage}) into `outDir`, with a Vite manifest
 * for measuring. Refuses (throws) a build in which a module loaded with `import()` is also imported
 * statically, so stays where it is (the bundler's INEFFECTIVE_DYNAMIC_IMPORT warning).
 *
 * @param page - The HTML entry.
 * @param outDir - Output folder (emptied first).
 * @param options - `minify: false` keeps function names readable in a CPU profile (default true).
 * @example
 * ```ts
 * await buildSizeApp('index.html', 'test-output/size-app/latch')
 * ```
 */
export async function buildSizeApp(
  page: SizeAppPage,
  outDir: string,
  options: { minify?: boolean } = {},
): Promise<void> {
  const kept = keptLazyModules()
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
        ...(options.minify === false ? { minify: false } : {}),
        rollupOptions: { input: path.join(SIZE_APP_ROOT, page), onwarn: kept.onwarn },
      },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  kept.assertNone(`the size app's ${page}`)
}

/**
 * The source file of the modal's chunk, as the build manifest names it: the chunk the idle
 * prefetch fetches before the first click.
 *
 * @example
 * ```ts
 * const modal = builtChunkFile('test-output/size-app/latch', MODAL_CHUNK_SOURCE)
 * ```
 */
export const MODAL_CHUNK_SOURCE = /\/react\/src\/modal\/ModalRootChunk\.tsx?$/

/**
 * The file name of the chunk built from `source` in a build of {@link buildSizeApp} (read from its
 * Vite manifest), e.g. `assets/ModalRootChunk-x.js`.
 *
 * @param outDir - The build's output folder.
 * @param source - Matches the chunk's source path.
 * @returns The chunk's file, relative to `outDir`.
 * @throws {Error} when the build has no chunk from `source`.
 * @example
 * ```ts
 * builtChunkFile('test-output/size-app/latch', MODAL_CHUNK_SOURCE) // 'assets/ModalRootChunk-x.js'
 * ```
 */
export function builtChunkFile(outDir: string, source: RegExp): string {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >
  const entry = Object.values(manifest).find((chunk) => chunk.src && source.test(chunk.src))
  if (!entry) throw new Error(`the size app's build in ${outDir} has no chunk from ${source}`)
  return entry.file
}
