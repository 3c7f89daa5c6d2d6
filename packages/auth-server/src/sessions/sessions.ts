import type { IncomingHttpHeaders } from 'node:http'
import { apiErrors } from '../errors/apiErrors'
import { randomToken, sha256Hex } from '../randomId'
import type { ServiceContext } from '../ServiceContext'

/** How long a session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/**
 * Opens a session for `userId`: a random 32-byte bearer token, stored only as its SHA-256.
 *
 * @param context - The service.
 * @param userId - The signed-in user.
 * @returns The token to hand to the client.
 * @example
 * ```ts
 * const token = createSession(context, user.id)
 * ```
 */
export function createSession(context: ServiceContext, userId: string): string {
  const token = randomToken(32)
  context.db
    .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .run(sha256Hex(token), userId, context.now() + SESSION_TTL_MS)
  return token
}

function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')
  return match?.[1]
}

/**
 * The user id of the request's `Authorization: Bearer` session, or 401 UNAUTHORIZED.
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @returns The user id.
 * @example
 * ```ts
 * const userId = authenticate(context, request.headers)
 * ```
 */
export function authenticate(context: ServiceContext, headers: IncomingHttpHeaders): string {
  const token = bearerToken(headers)
  if (token === undefined) throw apiErrors.unauthorized()
  const hash = sha256Hex(token)
  const row = context.db
    .prepare<[string], { user_id: string; expires_at: number }>(
      'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?',
    )
    .get(hash)
  if (!row) throw apiErrors.unauthorized()
  if (row.expires_at <= context.now()) {
    context.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash)
    throw apiErrors.unauthorized()
  }
  return row.user_id
}

/**
 * Ends the request's session (401 when it has none).
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @example
 * ```ts
 * endSession(context, request.headers)
 * ```
 */
export function endSession(context: ServiceContext, headers: IncomingHttpHeaders): void {
  authenticate(context, headers)
  context.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256Hex(bearerToken(headers) ?? ''))
}
