import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a built page loads before any dynamic `import()`: the module scripts and module
 * preloads its `index.html` names, with their gzip size (level 9), in KB (1 KB = 1024 bytes).
 *
 * @param distDir - The build folder (with `index.html`).
 * @returns The files (as the page names them) and their gzip KB.
 * @example
 * ```ts
 * const { files, gzipKb } = initialJs('dist')
 * ```
 */
export function initialJs(distDir: string): { files: string[]; gzipKb: number } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!)
  const bytes = Buffer.concat(files.map((file) => readFileSync(path.join(distDir, file.replace(/^\//, '')))))
  return { files, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 }
}
