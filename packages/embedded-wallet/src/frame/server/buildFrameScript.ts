import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * Where a frame server keeps its bundled `frame.js`, so several servers (or restarts in one test
 * run) can share one build. Create one with {@link createFrameScriptCache}.
 *
 * @example
 * ```ts
 * const cache: FrameScriptCache = createFrameScriptCache()
 * ```
 */
export type FrameScriptCache = { script?: Promise<string> | undefined }

/**
 * Creates an empty {@link FrameScriptCache}.
 *
 * @returns The cache.
 * @example
 * ```ts
 * const cache = createFrameScriptCache()
 * await startKeyFrameServer({ authUrl, allowedOrigins, cache })
 * ```
 */
export function createFrameScriptCache(): FrameScriptCache {
  return {}
}

/**
 * Bundles the frame page entry (`src/frame/page/main.ts`) with esbuild for the browser: ESM,
 * minified, everything inlined. Reuses the cache's build when it has one.
 *
 * @param cache - Where the build is kept.
 * @returns The script's source.
 * @example
 * ```ts
 * const js = await buildFrameScript(createFrameScriptCache())
 * ```
 */
export function buildFrameScript(cache: FrameScriptCache): Promise<string> {
  cache.script ??= build({
    entryPoints: [fileURLToPath(new URL('../page/main.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
    .then((result) => {
      const output = result.outputFiles[0]
      if (output === undefined) throw new Error('esbuild produced no frame script')
      return output.text
    })
    .catch((error: unknown) => {
      cache.script = undefined
      throw error
    })
  return cache.script
}
