import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/**
 * A static server for a built fixture.
 *
 * @example
 * ```ts
 * const site = await serveStatic('/tmp/x/vite-react19/dist')
 * await site.close()
 * ```
 */
export type StaticSite = { url: string; close: () => Promise<void> }

/**
 * Serves a folder on a free loopback port (`index.html` for `/`), as any static host would.
 *
 * @param root - The folder.
 * @param options - `cacheAssets`: serve `/assets/*` as immutable (a reload takes them from the cache).
 * @returns The running server.
 * @example
 * ```ts
 * const { url } = await serveStatic(distDir)
 * ```
 */
export function serveStatic(root: string, options: { cacheAssets?: boolean } = {}): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    let file = path.join(root, pathname)
    if (!file.startsWith(root)) file = root
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    // Hashed build assets may be kept for good, as a production host serves them; pages never are.
    const cached = options.cacheAssets && pathname.startsWith('/assets/')
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cached ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    response.end(readFileSync(file))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
