import { build } from 'esbuild'
import { FRAME_ERROR_CODES } from '../../protocol/frame'
import { FrameError } from '../FrameError'
import { frameScriptBuildOptions } from './frameScriptBuildOptions'
import { FRAME_SERVER_MESSAGES } from './frameServerMessages'

/**
 * Bundles the frame page entry (`src/frame/page/main.ts`) with esbuild for the browser: ESM,
 * minified, everything inlined. This is what `#frame-script` resolves to inside the workspace
 * (the frame server runs from source there); `pnpm build` bundles the same options
 * (frameScriptBuildOptions) once into `dist/frame-page/frame.js`, so the published package needs no
 * bundler at run time.
 *
 * @returns The script's source.
 * @throws {FrameError} `INTERNAL` when esbuild gives no output file.
 * @example
 * ```ts
 * const js = await loadFrameScript()
 * ```
 */
export async function loadFrameScript(): Promise<string> {
  const result = await build(frameScriptBuildOptions())
  const output = result.outputFiles[0]
  if (output === undefined)
    throw new FrameError(FRAME_SERVER_MESSAGES.noFrameScript, { code: FRAME_ERROR_CODES.internal })
  return output.text
}
