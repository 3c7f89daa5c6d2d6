import type { IncomingHttpHeaders } from 'node:http'
import { apiErrors } from '../errors/apiErrors'

/**
 * What a route handler gets: headers, query, `:name` path parameters and (POST, PUT) the JSON body.
 *
 * @example
 * ```ts
 * const handle = ({ body }: RouteRequest) => ({ json: { echo: body } })
 * ```
 */
export type RouteRequest = {
  headers: IncomingHttpHeaders
  query: URLSearchParams
  params: Record<string, string>
  body: Record<string, unknown>
}

/**
 * What a route answers: JSON, an HTML page (sent with a strict CSP: `PAGE_CSP` unless `csp` gives
 * another), or a script.
 *
 * @example
 * ```ts
 * const result: RouteResult = { status: 200, json: {} }
 * ```
 */
export type RouteResult =
  | { status?: number; json: unknown }
  | { status?: number; html: string; csp?: string }
  | { script: string }

/**
 * One endpoint of the service.
 *
 * @example
 * ```ts
 * const route: Route = { method: 'GET', path: '/v1/user', handle: () => ({ json: {} }) }
 * ```
 */
export type Route = {
  method: 'GET' | 'POST' | 'PUT'
  /** Exact path; a segment `:name` matches any one segment. */
  path: string
  handle(request: RouteRequest): RouteResult | Promise<RouteResult>
}

/**
 * Finds the route for `method` and `pathname`, with its path parameters.
 *
 * @param routes - The service's routes.
 * @param method - The request method.
 * @param pathname - The request path.
 * @returns The route and parameters, `'method'` when only the method differs, or undefined.
 * @throws AuthServiceError 400 `INVALID_REQUEST` when a parameter of the matched route is not valid percent-encoded UTF-8.
 * @example
 * ```ts
 * matchRoute(routes, 'POST', '/v1/social/google/start') // { route, params: { provider: 'google' } }
 * ```
 */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } | 'method' | undefined {
  const segments = pathname.split('/')
  let pathMatched = false
  for (const route of routes) {
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    const raw: Record<string, string> = {}
    const same = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) {
        raw[part.slice(1)] = segment
        return segment !== ''
      }
      return part === segment
    })
    if (!same) continue
    if (route.method === method) return { route, params: decodeParams(raw) }
    pathMatched = true
  }
  return pathMatched ? 'method' : undefined
}

/** Percent-decodes path parameters; a malformed escape or one that is not UTF-8 is a 400, not a thrown URIError. */
const decodeParams = (raw: Record<string, string>): Record<string, string> => {
  const params: Record<string, string> = {}
  for (const [name, segment] of Object.entries(raw)) {
    try {
      params[name] = decodeURIComponent(segment)
    } catch {
      throw apiErrors.badPathSegment(segment)
    }
  }
  return params
}
