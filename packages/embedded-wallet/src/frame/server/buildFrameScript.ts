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
 * The frame page script (`src/frame/page/main.ts` bundled for the browser), through the package's
 * `#frame-script` import: bundled from source with esbuild inside the workspace, read from
 * `dist/frame-page/frame.js` (prebuilt by `pnpm build`) in the published package. Reuses the
 * cache's script when it has one.
 *
 * @param cache - Where the script is kept.
 * @returns The script's source.
 * @example
 * ```ts
 * const js = await buildFrameScript(createFrameScriptCache())
 * ```
 */
export function buildFrameScript(cache: FrameScriptCache): Promise<string> {
  cache.script ??= import('#frame-script')
    .then(({ loadFrameScript }) => loadFrameScript())
    .catch((error: unknown) => {
      cache.script = undefined
      throw error
    })
  return cache.script
}
