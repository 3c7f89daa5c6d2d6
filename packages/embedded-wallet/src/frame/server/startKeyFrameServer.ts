import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readKeyFrameConfig } from '../page/readKeyFrameConfig'
import { buildFrameScript, createFrameScriptCache, type FrameScriptCache } from './buildFrameScript'
import { FRAME_HTML, frameContentSecurityPolicy } from './frameHeaders'
import { readRequestPath } from './readRequestPath'
import { type RecoveryPage, recoveryPageHtml } from './recoveryPageHtml'

/**
 * Options of {@link startKeyFrameServer}.
 *
 * @example
 * ```ts
 * const options: KeyFrameServerOptions = { authUrl: 'http://127.0.0.1:8787', allowedOrigins: ['http://127.0.0.1:5173'] }
 * ```
 */
export type KeyFrameServerOptions = {
  /** Base URL of the auth service the frame calls. */
  authUrl: string
  /** Exact origins of the app pages that may embed the frame. */
  allowedOrigins: readonly string[]
  /** The smart-account implementation the frame may delegate visitors' accounts to (EIP-7702). */
  smartAccountImplementation?: `0x${string}`
  /** Interface to listen on (default `127.0.0.1`). */
  host?: string
  /** Port (default 0: any free port). */
  port?: number
  /** Where the bundled `frame.js` is kept; pass one cache to several servers to build once. */
  cache?: FrameScriptCache
}

/**
 * A running key-frame server.
 *
 * @example
 * ```ts
 * const { frameUrl, close } = await startKeyFrameServer({ authUrl, allowedOrigins })
 * ```
 */
export type KeyFrameServer = {
  /** The server's origin, e.g. `http://127.0.0.1:49152`. */
  origin: string
  /** URL of the frame page, for `createFrameChannel({ frameUrl })`. */
  frameUrl: string
  /** Stops the server. */
  close(): Promise<void>
}

/**
 * Serves the key frame from its own origin: `/frame.html` (strict CSP, no inline script,
 * `frame-ancestors` limited to the allowed origins), `/frame.js` (the page bundled with esbuild on
 * first start) and `/frame-config.json` (`{ authUrl, allowedOrigins }`); and `/recover`, the
 * offline recovery page (one self-contained file, built on its first request, under a CSP that
 * forbids every request; see `recoveryPageHtml`), on this origin so it can read the frame's vault.
 * 404 for any other path, 400 for a malformed request target (see {@link readRequestPath}).
 *
 * @param options - Auth service URL, allowed app origins, host, port and build cache.
 * @returns The running server.
 * @throws {ValidationError} code `FRAME_CONFIG` for a malformed URL or origin.
 * @example
 * ```ts
 * const frame = await startKeyFrameServer({ authUrl: auth.url, allowedOrigins: ['http://127.0.0.1:5173'] })
 * const channel = createFrameChannel({ frameUrl: frame.frameUrl })
 * await frame.close()
 * ```
 */
export async function startKeyFrameServer(options: KeyFrameServerOptions): Promise<KeyFrameServer> {
  const config = readKeyFrameConfig({
    authUrl: options.authUrl,
    allowedOrigins: options.allowedOrigins,
    ...(options.smartAccountImplementation
      ? { smartAccountImplementation: options.smartAccountImplementation }
      : {}),
  })
  const cache = options.cache ?? createFrameScriptCache()
  const script = await buildFrameScript(cache)
  let recoveryPage: Promise<RecoveryPage> | undefined
  const loadRecoveryPage = () => {
    recoveryPage ??= buildFrameScript(cache, 'recover')
      .then(recoveryPageHtml)
      .catch((error: unknown) => {
        recoveryPage = undefined
        throw error
      })
    return recoveryPage
  }
  const csp = frameContentSecurityPolicy(config.authUrl, config.allowedOrigins)
  const configJson = JSON.stringify(config)

  const routes: Record<string, { type: string; body: string; headers?: Record<string, string> }> = {
    '/frame.html': {
      type: 'text/html; charset=utf-8',
      body: FRAME_HTML,
      headers: { 'content-security-policy': csp },
    },
    '/frame.js': { type: 'text/javascript; charset=utf-8', body: script },
    '/frame-config.json': { type: 'application/json; charset=utf-8', body: configJson },
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const path = readRequestPath(req.url ?? '/')
    const common = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    }
    if (path === undefined) {
      res.writeHead(400, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('Bad request')
      return
    }
    if (path === '/recover') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...common, allow: 'GET, HEAD' }).end()
        return
      }
      const page = await loadRecoveryPage().catch(() => undefined)
      if (page === undefined) {
        res.writeHead(500, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('Server error')
        return
      }
      res.writeHead(200, {
        ...common,
        'content-security-policy': page.csp,
        'content-type': 'text/html; charset=utf-8',
      })
      res.end(req.method === 'HEAD' ? undefined : page.html)
      return
    }
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (route === undefined) {
      res.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, allow: 'GET, HEAD' }).end()
      return
    }
    res.writeHead(200, { ...common, ...route.headers, 'content-type': route.type })
    res.end(req.method === 'HEAD' ? undefined : route.body)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address
  const origin = `http://${host}:${port}`
  return {
    origin,
    frameUrl: `${origin}/frame.html`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
