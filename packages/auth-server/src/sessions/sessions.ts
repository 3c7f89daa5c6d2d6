import type { IncomingHttpHeaders } from 'node:http'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import { randomToken, sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'

/** How long a session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/**
 * Opens a session for `userId`: a random 32-byte bearer token, stored only as its SHA-256.
 *
 * @param context - The service.
 * @param userId - The signed-in user.
 * @param sql - Where to write (a transaction); default the store.
 * @returns The token to hand to the client.
 * @example
 * ```ts
 * const token = await createSession(context, user.id)
 * ```
 */
export async function createSession(
  context: ServiceContext,
  userId: string,
  sql: SqlExecutor = context.store,
): Promise<string> {
  const token = randomToken(32)
  await sql.run('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)', [
    sha256Hex(token),
    userId,
    context.now() + SESSION_TTL_MS,
  ])
  return token
}

function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')
  return match?.[1]
}

/**
 * The signed-in session of a request: its user and the hash its token is stored under (what
 * session-bound records, such as wallet challenges, refer to).
 *
 * @example
 * ```ts
 * const { userId, sessionHash }: AuthenticatedSession = await authenticateSession(context, headers)
 * ```
 */
export type AuthenticatedSession = { userId: string; sessionHash: string }

/**
 * The request's `Authorization: Bearer` session, or 401 UNAUTHORIZED.
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @returns The session's user id and token hash.
 * @example
 * ```ts
 * const { userId, sessionHash } = await authenticateSession(context, request.headers)
 * ```
 */
export async function authenticateSession(
  context: ServiceContext,
  headers: IncomingHttpHeaders,
): Promise<AuthenticatedSession> {
  const token = bearerToken(headers)
  if (token === undefined) throw apiErrors.unauthorized()
  const hash = sha256Hex(token)
  const row = await context.store.get<{ user_id: string; expires_at: number }>(
    'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?',
    [hash],
  )
  if (!row) throw apiErrors.unauthorized()
  if (row.expires_at <= context.now()) {
    await context.store.run('DELETE FROM sessions WHERE token_hash = ?', [hash])
    throw apiErrors.unauthorized()
  }
  return { userId: row.user_id, sessionHash: hash }
}

/**
 * The user id of the request's `Authorization: Bearer` session, or 401 UNAUTHORIZED.
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @returns The user id.
 * @example
 * ```ts
 * const userId = await authenticate(context, request.headers)
 * ```
 */
export async function authenticate(context: ServiceContext, headers: IncomingHttpHeaders): Promise<string> {
  return (await authenticateSession(context, headers)).userId
}

/**
 * Ends the request's session (401 when it has none).
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @example
 * ```ts
 * await endSession(context, request.headers)
 * ```
 */
export async function endSession(context: ServiceContext, headers: IncomingHttpHeaders): Promise<void> {
  const { sessionHash } = await authenticateSession(context, headers)
  await context.store.run('DELETE FROM sessions WHERE token_hash = ?', [sessionHash])
}
