import { readFile } from 'node:fs/promises'
import type { FramePageScript } from './frameScriptBuildOptions'

/**
 * Reads a page script that `pnpm build` bundled into `dist/frame-page/` (`frame.js`, or
 * `recover.js` for the recovery page). This is what `#frame-script` resolves to in the published
 * package: serving the frame needs no bundler.
 *
 * @param page - Which page's script.
 * @returns The script's source.
 * @example
 * ```ts
 * const js = await loadFrameScript()
 * ```
 */
export function loadFrameScript(page: FramePageScript = 'frame'): Promise<string> {
  return readFile(new URL(`./frame-page/${page}.js`, import.meta.url), 'utf8')
}
