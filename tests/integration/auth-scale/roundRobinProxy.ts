// A small loopback HTTP load balancer for the auth-service scale tests: round robin over the
// upstream instances. A request that could not even connect (the instance is down) goes to the
// next one, as a real balancer's health check would; a request an instance dropped mid-way is
// answered 502 (never retried: it may have had effects).
import { Agent, createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Accept-queue length of a test server that takes a load of simultaneous connections: the load
 * tests open 1,000-2,000 at once, Node's default queue (511) overflows on a busy CPU, and the
 * connections it drops time out as "fetch failed". Linux caps it at net.core.somaxconn.
 */
export const LOAD_BACKLOG = 4096

/** A running proxy. */
export type RoundRobinProxy = {
  url: string
  /** Requests answered 502 because an instance failed while handling them. */
  failed: number
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** Starts the proxy on 127.0.0.1 in front of `upstreams` (base URLs). */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0
  // a fresh connection per request: a dead instance then refuses at once instead of resetting a kept-alive socket
  const agent = new Agent({ keepAlive: false })
  const proxy: RoundRobinProxy = { url: '', failed: 0, close: async () => {} }
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    const first = next++
    const tryUpstream = (attempt: number): void => {
      const target = new URL(request.url ?? '/', upstreams[(first + attempt) % upstreams.length])
      const upstream = httpRequest(
        target,
        { method: request.method, headers: { ...request.headers, host: target.host }, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          answer.on('error', () => response.destroy())
          answer.on('aborted', () => response.destroy())
        },
      )
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && attempt + 1 < upstreams.length) return tryUpstream(attempt + 1)
        proxy.failed++
        if (response.headersSent) return void response.destroy()
        response.writeHead(502, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'The instance failed.' } }))
      })
      upstream.end(body)
    }
    tryUpstream(0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', LOAD_BACKLOG, resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return proxy
}
