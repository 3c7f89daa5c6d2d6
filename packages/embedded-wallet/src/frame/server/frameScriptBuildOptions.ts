import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'

/**
 * The esbuild options that bundle the frame page entry (`src/frame/page/main.ts`) for the browser:
 * ESM, minified, everything inlined, `@latch/*` from source. Shared by the workspace's frame server
 * (`loadFrameScript`) and the repository's build, which prebuilds `dist/frame-page/frame.js`.
 * This module imports no `@latch/*` package, so the build can load it before any package's `dist`
 * exists (a fresh clone).
 *
 * @returns Options for esbuild's `build`, writing nothing to disk.
 * @example
 * ```ts
 * const { outputFiles } = await build(frameScriptBuildOptions())
 * ```
 */
export function frameScriptBuildOptions(): BuildOptions & { write: false } {
  return {
    entryPoints: [fileURLToPath(new URL('../page/main.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
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
