import { apiErrors } from '../errors/apiErrors'

/** An absolute-form request target: a URI scheme, then a colon. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:/

/** A `%` not followed by two hex digits. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/

/** The fixed origin origin-form targets are read against: routing never depends on the Host header. */
const BASE = 'http://auth.invalid'

/**
 * The path and query a request's target names. Total: every target node:http lets through either
 * gives them or throws a 400 `INVALID_REQUEST`; the Host header is never read.
 * - Origin-form (`/path?query`): the path as sent. A path starting with `//` stays a path; it never
 *   names a host.
 * - Absolute-form (`http://host/path`): its path and query, when it is a valid `http(s)` URL.
 * - Anything else (`*`, other schemes, a URL whose host is malformed) and a path with a `%` not
 *   followed by two hex digits: 400.
 *
 * @param target - The request target (`request.url`).
 * @returns The path and query.
 * @throws AuthServiceError 400 `INVALID_REQUEST` for a malformed target.
 * @example
 * ```ts
 * const { pathname, query } = readRequestTarget(request.url ?? '/')
 * ```
 */
export function readRequestTarget(target: string): { pathname: string; query: URLSearchParams } {
  const origin = target.startsWith('/')
  if (!origin && !ABSOLUTE_FORM.test(target)) throw apiErrors.targetForm()
  let url: URL
  try {
    // Concatenated, not resolved against a base: `//host/x` would otherwise name a host.
    url = new URL(origin ? `${BASE}${target}` : target)
  } catch {
    throw apiErrors.targetInvalid()
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === '') throw apiErrors.targetForm()
  if (BAD_ESCAPE.test(url.pathname)) throw apiErrors.badPercentEscape()
  return { pathname: url.pathname, query: url.searchParams }
}
