import type { IncomingHttpHeaders } from 'node:http'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import { randomToken, sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'

/** How long a session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/** How often a device's `last_seen_at` is written at most (a signed-in call refreshes it). */
const LAST_SEEN_STEP_MS = 60_000

/**
 * Opens a session for `userId` on the device `deviceId`: a random 32-byte bearer token, stored
 * only as its SHA-256. `deviceId` is null for a client that sends none (an older social sign-in):
 * that session then counts as a device of its own (see `listDevices`).
 *
 * @param context - The service.
 * @param userId - The signed-in user.
 * @param deviceId - The browser's device id, or null.
 * @param sql - Where to write (a transaction); default the store.
 * @returns The token to hand to the client.
 * @example
 * ```ts
 * const token = await createSession(context, user.id, 'd-1')
 * ```
 */
export async function createSession(
  context: ServiceContext,
  userId: string,
  deviceId: string | null,
  sql: SqlExecutor = context.store,
): Promise<string> {
  const token = randomToken(32)
  await sql.run('INSERT INTO sessions (token_hash, user_id, device_id, expires_at) VALUES (?, ?, ?, ?)', [
    sha256Hex(token),
    userId,
    deviceId,
    context.now() + SESSION_TTL_MS,
  ])
  return token
}

function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')
  return match?.[1]
}

/**
 * The signed-in session of a request: its user, the hash its token is stored under (what
 * session-bound records, such as wallet challenges, refer to), its device (null for a session
 * opened without one) and whether that device was revoked.
 *
 * @example
 * ```ts
 * const { userId, sessionHash }: AuthenticatedSession = await authenticateSession(context, headers)
 * ```
 */
export type AuthenticatedSession = {
  userId: string
  sessionHash: string
  deviceId: string | null
  deviceRevoked: boolean
}

type SessionRow = {
  user_id: string
  expires_at: number
  device_id: string | null
  revoked_at: number | null
  last_seen_at: number | null
}

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
  const row = await context.store.get<SessionRow>(
    `SELECT s.user_id, s.expires_at, s.device_id, d.revoked_at, d.last_seen_at FROM sessions s
     LEFT JOIN devices d ON d.user_id = s.user_id AND d.device_id = s.device_id WHERE s.token_hash = ?`,
    [hash],
  )
  if (!row) throw apiErrors.unauthorized()
  const now = context.now()
  if (row.expires_at <= now) {
    await context.store.run('DELETE FROM sessions WHERE token_hash = ?', [hash])
    throw apiErrors.unauthorized()
  }
  if (row.device_id !== null && row.revoked_at === null && (row.last_seen_at ?? 0) <= now - LAST_SEEN_STEP_MS)
    await context.store.run('UPDATE devices SET last_seen_at = ? WHERE user_id = ? AND device_id = ?', [
      now,
      row.user_id,
      row.device_id,
    ])
  return {
    userId: row.user_id,
    sessionHash: hash,
    deviceId: row.device_id,
    deviceRevoked: row.revoked_at !== null,
  }
}

/**
 * The request's session, refused with 403 DEVICE_REVOKED when its device was revoked (what the
 * wallet-share routes ask before they release or replace a share).
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @returns The session.
 * @example
 * ```ts
 * const session = await authenticateLiveDevice(context, request.headers)
 * ```
 */
export async function authenticateLiveDevice(
  context: ServiceContext,
  headers: IncomingHttpHeaders,
): Promise<AuthenticatedSession> {
  const session = await authenticateSession(context, headers)
  if (session.deviceRevoked) throw apiErrors.deviceRevoked()
  return session
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

/**
 * Ends every session of the request's account, the request's own included (401 when it has none).
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @returns How many sessions ended.
 * @example
 * ```ts
 * await endAllSessions(context, request.headers)
 * ```
 */
export async function endAllSessions(context: ServiceContext, headers: IncomingHttpHeaders): Promise<number> {
  const { userId } = await authenticateSession(context, headers)
  return context.store.run('DELETE FROM sessions WHERE user_id = ?', [userId])
}
