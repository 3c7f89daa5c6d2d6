import type { IncomingMessage } from 'node:http'
import { ValidationError } from '@latch/core/kit'
import { SIWX_SERVER_MESSAGES } from '../errors/siwxServerMessages'

/**
 * A request {@link readRequestUrl} refuses: the status to answer (400 for a malformed target or
 * Host, 405 for a method a Fetch `Request` cannot carry) and the error to put in the body.
 *
 * @example
 * ```ts
 * const refusal: RequestRefusal = {
 *   status: 405,
 *   error: new ValidationError(SIWX_SERVER_MESSAGES.methodNotServed('TRACE'), { code: 'METHOD_NOT_ALLOWED' }),
 * }
 * ```
 */
export type RequestRefusal = { status: 400 | 405; error: ValidationError }

/** Methods node:http passes on but a Fetch `Request` refuses to carry (WHATWG Fetch "forbidden methods"). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** A Host value (RFC 3986 `host [ ":" port ]`): an IP literal in brackets or a reg-name, then an optional port. */
const HOST_VALUE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::[0-9]{0,5})?$/

/** An absolute-form request target: a URI scheme, then a colon. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:/

const badRequest = (message: string): RequestRefusal => ({
  status: 400,
  error: new ValidationError(message, { code: 'SIWX_BAD_REQUEST' }),
})

/** The authority `host` names, normalised (lower case, IDNA, canonical IP), or undefined when it names none. */
const parseHost = (host: string): string | undefined => {
  if (!HOST_VALUE.test(host)) return undefined
  try {
    return new URL(`http://${host}`).host
  } catch {
    return undefined
  }
}

/**
 * The URL of a node:http request as a Fetch `Request` needs it, or the refusal to answer instead.
 * Total: no method, target or Host header node:http lets through makes it throw.
 * - CONNECT, TRACE and TRACK get 405 (a Fetch `Request` cannot carry them).
 * - An origin-form target (`/path?query`) is the path; any other target but an absolute `http(s)`
 *   URL (e.g. `*`) gets 400. A path starting with `//` stays a path: it never names a host.
 * - An absolute-form target (`GET http://host/path`) gives the authority; the Host header is then
 *   ignored, as RFC 9112 §3.2.2 says. Otherwise the authority is the Host header; HTTP/1.0
 *   requests without one get `localhost`. More than one Host header, or a Host that is not
 *   `host[:port]`, gets 400 (RFC 9112 §3.2).
 *
 * Only the origin of the URL comes from the Host header: the path, which handlers route by, never does.
 *
 * @param req - The node:http request (Express's `originalUrl` is read when present).
 * @returns `{ url }`, or the refusal.
 * @example
 * ```ts
 * const read = readRequestUrl(req)
 * if ('url' in read) handler(new Request(read.url, { method: req.method }))
 * else res.writeHead(read.status).end(JSON.stringify({ error: { code: read.error.code } }))
 * ```
 */
export function readRequestUrl(req: IncomingMessage): { url: string } | RequestRefusal {
  const method = req.method ?? 'GET'
  if (FORBIDDEN_METHODS.has(method.toUpperCase()))
    return {
      status: 405,
      error: new ValidationError(SIWX_SERVER_MESSAGES.methodNotServed(method), {
        code: 'METHOD_NOT_ALLOWED',
      }),
    }
  let hosts = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts++
  if (hosts > 1) return badRequest(SIWX_SERVER_MESSAGES.manyHosts)
  const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'
  // Express strips a mount path from req.url; originalUrl keeps it.
  const target = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  let authority: string | undefined
  let path: string
  if (target.startsWith('/')) {
    const host = req.headers.host ?? ''
    authority = host === '' ? 'localhost' : parseHost(host)
    if (authority === undefined) return badRequest(SIWX_SERVER_MESSAGES.badHost)
    path = target
  } else if (ABSOLUTE_FORM.test(target)) {
    let absolute: URL
    try {
      absolute = new URL(target)
    } catch {
      return badRequest(SIWX_SERVER_MESSAGES.badTarget)
    }
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:')
      return badRequest(SIWX_SERVER_MESSAGES.targetNotHttp)
    if (absolute.host === '' || absolute.username !== '' || absolute.password !== '')
      return badRequest(SIWX_SERVER_MESSAGES.targetWithoutHost)
    authority = absolute.host
    path = `${absolute.pathname}${absolute.search}`
  } else {
    return badRequest(SIWX_SERVER_MESSAGES.targetForm)
  }
  try {
    // Concatenated, not resolved against a base: a path starting with `//` stays a path.
    return { url: new URL(`${scheme}://${authority}${path}`).href }
  } catch {
    return badRequest(SIWX_SERVER_MESSAGES.badPath)
  }
}
