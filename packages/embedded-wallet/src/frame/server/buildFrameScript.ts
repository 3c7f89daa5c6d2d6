import type { FramePageScript } from './frameScriptBuildOptions'

/**
 * Where a frame server keeps its bundled page scripts (`frame.js`, and the recovery page's once
 * asked for), so several servers (or restarts in one test run) can share one build. Create one
 * with {@link createFrameScriptCache}.
 *
 * @example
 * ```ts
 * const cache: FrameScriptCache = createFrameScriptCache()
 * ```
 */
export type FrameScriptCache = {
  script?: Promise<string> | undefined
  recoverScript?: Promise<string> | undefined
}

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
 * A page script (`src/frame/page/main.ts` by default, or the recovery page's
 * `src/frame/recover/page/main.ts`) bundled for the browser, through the package's
 * `#frame-script` import: bundled from source with esbuild inside the workspace, read from
 * `dist/frame-page/` (prebuilt by `pnpm build`) in the published package. Reuses the cache's
 * script when it has one; a failed build is not kept.
 *
 * @param cache - Where the script is kept.
 * @param page - Which page's script.
 * @returns The script's source.
 * @example
 * ```ts
 * const js = await buildFrameScript(createFrameScriptCache())
 * ```
 */
export function buildFrameScript(cache: FrameScriptCache, page: FramePageScript = 'frame'): Promise<string> {
  const key = page === 'frame' ? 'script' : 'recoverScript'
  cache[key] ??= import('#frame-script')
    .then(({ loadFrameScript }) => loadFrameScript(page))
    .catch((error: unknown) => {
      cache[key] = undefined
      throw error
    })
  return cache[key]
}
