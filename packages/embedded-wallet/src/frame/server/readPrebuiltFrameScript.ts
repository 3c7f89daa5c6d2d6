import { readFile } from 'node:fs/promises'

/**
 * Reads the frame page script that `pnpm build` bundled into `dist/frame-page/frame.js`. This is
 * what `#frame-script` resolves to in the published package: serving the frame needs no bundler.
 *
 * @returns The script's source.
 * @example
 * ```ts
 * const js = await loadFrameScript()
 * ```
 */
export function loadFrameScript(): Promise<string> {
  return readFile(new URL('./frame-page/frame.js', import.meta.url), 'utf8')
}
