import type { IncomingMessage, ServerResponse } from 'node:http'

/** The largest request or answer the proxy passes on (a user operation is a few KB). */
const MAX_BYTES = 256 * 1024

/**
 * A demo-server route that passes JSON-RPC POSTs on to one loopback service (the bundler or the
 * paymaster service) and its answers back: the page reaches them on its own origin, so the strict
 * CSP names no more hosts and the services need no CORS. Bodies over 256 KiB are refused.
 *
 * @param target - The service's URL.
 * @returns The handler for `server.mount(path, handler)`.
 * @example
 * ```ts
 * server.mount('/api/bundler', proxyJsonRpc(bundler.url))
 * ```
 */
export function proxyJsonRpc(target: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (request, response) => {
    void forward(target, request, response)
  }
}

async function forward(target: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    response.statusCode = 405
    response.end()
    return
  }
  try {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request) {
      size += (chunk as Buffer).length
      if (size > MAX_BYTES) {
        response.statusCode = 413
        response.end()
        return
      }
      chunks.push(chunk as Buffer)
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    const body = Buffer.from(await answer.arrayBuffer())
    if (body.length > MAX_BYTES) throw new Error('answer too large')
    response.statusCode = answer.status
    response.setHeader('Content-Type', 'application/json')
    response.setHeader('Cache-Control', 'no-store')
    response.end(body)
  } catch {
    if (!response.headersSent) response.statusCode = 502
    response.end()
  }
}
