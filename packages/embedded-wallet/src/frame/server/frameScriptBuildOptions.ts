import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'

/**
 * The browser scripts the key-frame server serves: `frame` (the key frame page, an ES module) and
 * `recover` (the offline recovery page, a classic script inlined in its HTML so a copy saved to
 * disk runs from `file://`).
 *
 * @example
 * ```ts
 * const page: FramePageScript = 'recover'
 * ```
 */
export type FramePageScript = 'frame' | 'recover'

const ENTRIES: Readonly<Record<FramePageScript, { path: string; format: 'esm' | 'iife' }>> = {
  frame: { path: '../page/main.ts', format: 'esm' },
  recover: { path: '../recover/page/main.ts', format: 'iife' },
}

/**
 * The esbuild options that bundle a page entry (`src/frame/page/main.ts` for the key frame,
 * `src/frame/recover/page/main.ts` for the recovery page) for the browser: minified, everything
 * inlined, `@latch/*` from source. Shared by the workspace's frame server (`loadFrameScript`) and
 * the repository's build, which prebuilds `dist/frame-page/frame.js` and `recover.js`.
 * This module imports no `@latch/*` package, so the build can load it before any package's `dist`
 * exists (a fresh clone).
 *
 * @param page - Which page's script (default the key frame's).
 * @returns Options for esbuild's `build`, writing nothing to disk.
 * @example
 * ```ts
 * const { outputFiles } = await build(frameScriptBuildOptions())
 * ```
 */
export function frameScriptBuildOptions(page: FramePageScript = 'frame'): BuildOptions & { write: false } {
  const entry = ENTRIES[page]
  return {
    entryPoints: [fileURLToPath(new URL(entry.path, import.meta.url))],
    bundle: true,
    format: entry.format,
    platform: 'browser',
    // Inside the workspace, `@latch/*` from source (the published manifests have no `source`).
    conditions: ['source', 'module'],
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }
}
