import { build } from 'esbuild'
import { FRAME_ERROR_CODES } from '../../protocol/frame'
import { FrameError } from '../FrameError'
import { type FramePageScript, frameScriptBuildOptions } from './frameScriptBuildOptions'
import { FRAME_SERVER_MESSAGES } from './frameServerMessages'

/**
 * Bundles a page entry (the key frame's `src/frame/page/main.ts` by default, or the recovery
 * page's) with esbuild for the browser: minified, everything inlined. This is what `#frame-script`
 * resolves to inside the workspace (the frame server runs from source there); `pnpm build` bundles
 * the same options (frameScriptBuildOptions) once into `dist/frame-page/`, so the published package
 * needs no bundler at run time.
 *
 * @param page - Which page's script.
 * @returns The script's source.
 * @throws {FrameError} `INTERNAL` when esbuild gives no output file.
 * @example
 * ```ts
 * const js = await loadFrameScript()
 * ```
 */
export async function loadFrameScript(page: FramePageScript = 'frame'): Promise<string> {
  const result = await build(frameScriptBuildOptions(page))
  const output = result.outputFiles[0]
  if (output === undefined)
    throw new FrameError(FRAME_SERVER_MESSAGES.noFrameScript, { code: FRAME_ERROR_CODES.internal })
  return output.text
}
