import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Bundles a test page's script (JavaScript importing workspace files by their repo path) into one
 * browser ES module: workspace packages from their `source` condition, `module` on as by default.
 *
 * @param contents - The script, with imports relative to the repo root.
 * @returns The bundled module's text, to serve as the page's script.
 * @example
 * ```ts
 * const script = await bundleTestScript("import { createFrameChannel } from './packages/embedded-wallet/src/client/createFrameChannel.ts'")
 * ```
 */
export async function bundleTestScript(contents: string): Promise<string> {
  const { outputFiles } = await build({
    stdin: { contents, resolveDir: REPO_ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source', 'module'],
    write: false,
    logLevel: 'silent',
  })
  return outputFiles[0]?.text ?? ''
}
