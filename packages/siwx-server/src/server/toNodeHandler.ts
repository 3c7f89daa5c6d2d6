import type { IncomingMessage, ServerResponse } from 'node:http'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
import { readRequestUrl } from './readRequestUrl'

/**
 * Mounts a Fetch-API handler on node:http or Express: `(req, res) => void`. The request body is read
 * up to `SIWX_SERVER_LIMITS.bodyBytes` (beyond: 413, the handler is not called), or taken from
 * `req.body` when a body parser (`express.json()`) already read it; every `Set-Cookie` of the
 * answer is kept. A request the handler cannot be given (a malformed target or Host header, a
 * TRACE or CONNECT method: see {@link readRequestUrl}) is answered 400 or 405 with
 * `{ error: { code, message } }`, before its body is read.
 *
 * @param handler - A `Request → Response` handler (e.g. {@link createSiwxHandler}'s).
 * @returns The node:http request listener (an Express middleware too).
 * @example
 * ```ts
 * http.createServer(toNodeHandler(siwx)).listen(3000)
 * app.use('/api/siwx', toNodeHandler(siwx)) // Express
 * ```
 */
export function toNodeHandler(
  handler: (request: Request) => Promise<Response>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      const read = readRequestUrl(req)
      if (!('url' in read)) {
        const { code, shortMessage: message } = read.error
        res
          .writeHead(read.status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(JSON.stringify({ error: { code, message } }))
        return
      }
      const tooLarge = () => {
        res.writeHead(413, { 'content-type': 'application/json' }).end('{"error":{"code":"SIWX_TOO_LARGE"}}')
        req.destroy()
      }
      const chunks: Buffer[] = []
      let size = 0
      // A body parser that ran first (Express's express.json()) left the body parsed on req.body.
      const parsed = (req as IncomingMessage & { body?: unknown }).body
      if (req.readableEnded && parsed !== undefined) {
        const text = typeof parsed === 'string' ? parsed : JSON.stringify(parsed)
        const body = Buffer.isBuffer(parsed) ? parsed : Buffer.from(text)
        if (body.length > SIWX_SERVER_LIMITS.bodyBytes) return tooLarge()
        chunks.push(body)
      } else {
        for await (const chunk of req as AsyncIterable<Buffer>) {
          size += chunk.length
          if (size > SIWX_SERVER_LIMITS.bodyBytes) return tooLarge()
          chunks.push(chunk)
        }
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(name, v)
        else if (value !== undefined) headers.set(name, value)
      }
      const method = req.method ?? 'GET'
      const request = new Request(read.url, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      })
      const response = await handler(request)
      const out: Record<string, string | string[]> = {}
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') out[name] = value
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) out['set-cookie'] = cookies
      res.writeHead(response.status, out)
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"error":{"code":"INTERNAL"}}')
      req.destroy(error instanceof Error ? error : undefined)
    })
  }
}
