import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiwxHandler, type SiwxHandlerOptions, toNodeHandler } from '@latch/siwx-server'
import { LOAD_BACKLOG } from '../auth-scale/roundRobinProxy'

/** The app's session secret in these tests (32 bytes and more). */
export const SECRET = 'latch-test-secret-0123456789-abcdefghij'
export const DOMAIN = 'app.latch.test'
export const URI = 'https://app.latch.test'

/**
 * An app server on loopback mounted exactly as the docs show for node:http: the kit under
 * `/api/siwx/*` through `toNodeHandler`, and a protected endpoint `/api/me` that answers 401
 * without a session and 200 with the signed-in accounts.
 */
export async function startKit(
  options: Omit<SiwxHandlerOptions, 'secret' | 'domain' | 'uri'> & Partial<SiwxHandlerOptions>,
) {
  const siwx = createSiwxHandler({ domain: DOMAIN, uri: URI, secret: SECRET, ...options })
  const kit = toNodeHandler(siwx)
  const me = toNodeHandler(async (request) => {
    const session = await siwx.getSession(request)
    if (!session) return new Response('{"error":"unauthorized"}', { status: 401 })
    return Response.json({ accounts: session.sessions.map((s) => s.data.accountAddress) })
  })
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/siwx/')) kit(req, res)
    else if (req.url === '/api/me') me(req, res)
    else res.writeHead(404).end()
  })
  server.listen(0, '127.0.0.1', LOAD_BACKLOG)
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    siwx,
    origin,
    baseUrl: `${origin}/api/siwx`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A browser's cookie handling for Node's fetch (which keeps no cookies): remembers every
 * `Set-Cookie` (a `Max-Age=0` one deletes) and sends them back, like `credentials: 'include'`.
 * `send` is what carries the request (default: the network).
 */
export function cookieJar(send: typeof fetch = fetch) {
  const cookies = new Map<string, string>()
  const setCookies: string[] = []
  const fetchWithCookies: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await send(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line)
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      if (/Max-Age=0(;|$)/.test(line)) cookies.delete(name)
      else cookies.set(name, pair.slice(eq + 1))
    }
    return response
  }
  return { fetch: fetchWithCookies, cookies, setCookies }
}
