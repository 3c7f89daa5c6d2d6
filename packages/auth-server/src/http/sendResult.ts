import type { ServerResponse } from 'node:http'
import type { AuthServiceError } from '../errors/AuthServiceError'
import type { RouteResult } from './Route'

/** The Content-Security-Policy of every HTML page the service serves: no inline code, only its own scripts. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Writes a route's result: JSON, an HTML page with {@link PAGE_CSP}, or a script.
 *
 * @param response - The response.
 * @param result - What the route answered.
 * @example
 * ```ts
 * sendResult(response, { json: { user } })
 * ```
 */
export function sendResult(response: ServerResponse, result: RouteResult): void {
  const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  if ('script' in result) {
    response.writeHead(200, { ...common, 'content-type': 'text/javascript; charset=utf-8' })
    response.end(result.script)
  } else if ('html' in result) {
    response.writeHead(result.status ?? 200, {
      ...common,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'referrer-policy': 'no-referrer',
    })
    response.end(result.html)
  } else {
    response.writeHead(result.status ?? 200, { ...common, 'content-type': 'application/json' })
    response.end(JSON.stringify(result.json))
  }
}

/**
 * Writes an {@link AuthServiceError} as `{ error: { code, message } }` with its status.
 *
 * @param response - The response.
 * @param error - The error.
 * @example
 * ```ts
 * sendError(response, apiErrors.unauthorized())
 * ```
 */
export function sendError(response: ServerResponse, error: AuthServiceError): void {
  sendResult(response, { status: error.status, json: error.toBody() })
}
