import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Applies the CORS policy: a request whose `Origin` is allowed gets it reflected (with
 * `Vary: Origin`), and its preflight is answered 204; a request from any other origin gets no CORS
 * header and is refused. Requests without `Origin` (server to server, top-level navigations) and
 * same-origin requests from the service's own pages (`ownOrigin`, e.g. the device-approval
 * button) pass without CORS headers.
 *
 * @param request - The incoming request.
 * @param response - Its response.
 * @param allowedOrigins - The service's allowed origins.
 * @param ownOrigin - The origin the service's own pages are served from.
 * @returns `'answered'` when the preflight was answered, `'refused'` for a foreign origin, `'continue'` otherwise.
 * @example
 * ```ts
 * if (applyCors(request, response, allowed, 'https://auth.example') !== 'continue') return
 * ```
 */
export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
  ownOrigin: string,
): 'answered' | 'refused' | 'continue' {
  const origin = request.headers.origin
  response.setHeader('vary', 'Origin')
  if (origin === undefined || origin === ownOrigin) return 'continue'
  if (!allowedOrigins.has(origin)) return 'refused'
  response.setHeader('access-control-allow-origin', origin)
  if (request.method !== 'OPTIONS') return 'continue'
  response.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-max-age': '600',
  })
  response.end()
  return 'answered'
}
