import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { DEMO_CONFIG_PATH, DEV_WALLET_PATH, type DemoConfig } from './demoConfig'
import { readDemoPath } from './readDemoPath'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

/**
 * Options of {@link startDemoServer}.
 *
 * @example
 * ```ts
 * await startDemoServer({ distDir: 'examples/demo/dist', config, devWalletScript })
 * ```
 */
export type DemoServerOptions = {
  /** The built demo (vite build output). */
  distDir: string
  /** Served at /latch-demo-config.json. */
  config: DemoConfig
  /** JavaScript served at /dev-wallet.js (the test wallet bound to the dev chain), if any. */
  devWalletScript?: string
}

/**
 * A running demo server. `mount(path, handler)` serves `path` and everything under `path/` with a
 * Node handler (the server sign-in kit, the protected endpoint), for parts of the world that need
 * the page's origin and so start after the server.
 *
 * @example
 * ```ts
 * const server = await startDemoServer(options)
 * server.mount('/api/me', me)
 * console.log(server.url)
 * await server.close()
 * ```
 */
export type DemoServer = {
  url: string
  mount: (path: string, handler: (req: IncomingMessage, res: ServerResponse) => void) => void
  close: () => Promise<void>
}

/**
 * The strict Content-Security-Policy the demo is served with: scripts and styles only from the
 * page's own origin (no inline script, no style attribute, no injected <style>), connections only
 * to itself and the local chains.
 *
 * @param config - The demo config (its chain URLs are allowed for connect-src).
 * @returns The header value.
 * @example
 * ```ts
 * contentSecurityPolicy(config) // "default-src 'self'; script-src 'self'; ..."
 * ```
 */
export function contentSecurityPolicy(config: DemoConfig): string {
  const chains = config.evmChains.map((c) => new URL(c.rpcUrl).origin)
  // The local Solana node: JSON-RPC over HTTP and signature subscriptions over WebSocket.
  if (config.solana) chains.push(new URL(config.solana.rpcUrl).origin, new URL(config.solana.wsUrl).origin)
  // The local Stacks API and Esplora (account data of the Stacks and Bitcoin networks).
  if (config.stacks)
    chains.push(new URL(config.stacks.apiUrl).origin, new URL(config.stacks.esploraUrl).origin)
  // The pairing relay stand-in (WebSocket) the WalletConnect connector talks to.
  if (config.pairing) chains.push(new URL(config.pairing.relayUrl).origin)
  // The embedded wallet's auth service (sign-in calls, the dev mailbox) and its key frame.
  const embedded = config.embeddedWallet
  if (embedded) chains.push(new URL(embedded.authUrl).origin)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${chains.join(' ')}`.trim(),
    // The key frame lives on its own origin (without the embedded wallet, frames fall back to 'self').
    ...(embedded ? [`frame-src ${new URL(embedded.frameUrl).origin}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Serves the built demo on 127.0.0.1 with a free port, reached as `http://localhost:<port>/`: the static files, the config JSON, the
 * dev wallet script and what is mounted later, every response with the strict CSP.
 *
 * @param options - Build directory, config and dev wallet script.
 * @returns The URL and `close()`.
 * @example
 * ```ts
 * const { url, close } = await startDemoServer({ distDir, config })
 * ```
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const root = path.resolve(options.distDir)
  const mounts = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>()
  const server: Server = createServer((request, response) => {
    const pathname = readDemoPath(request.url ?? '/')
    if (pathname === undefined) {
      response.statusCode = 400
      response.end()
      return
    }
    // Per request: parts of the world that need the page's origin (the embedded wallet) join the
    // config after the server is listening.
    response.setHeader('Content-Security-Policy', contentSecurityPolicy(options.config))
    response.setHeader('X-Content-Type-Options', 'nosniff')
    for (const [prefix, handler] of mounts) {
      if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
        handler(request, response)
        return
      }
    }
    if (pathname === DEMO_CONFIG_PATH) {
      response.setHeader('Content-Type', TYPES['.json']!)
      response.setHeader('Cache-Control', 'no-store')
      response.end(JSON.stringify(options.config))
      return
    }
    if (pathname === DEV_WALLET_PATH && options.devWalletScript !== undefined) {
      response.setHeader('Content-Type', TYPES['.js']!)
      response.setHeader('Cache-Control', 'no-store')
      response.end(options.devWalletScript)
      return
    }
    let file = path.join(root, pathname)
    // Within the build directory, not merely a sibling whose name starts like it (`dist-other/`).
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
      response.statusCode = 403
      response.end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html')
    response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream')
    response.setHeader(
      'Cache-Control',
      file.includes(`${path.sep}assets${path.sep}`) ? 'max-age=31536000' : 'no-cache',
    )
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    // reached by name: WebAuthn takes `localhost` as a relying party but never an IP address, and the
    // key frame (on `localhost` too) must be of the page's site to have storage
    url: `http://localhost:${port}/`,
    mount: (prefix, handler) => {
      mounts.set(prefix, handler)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
