import type { ServiceContext } from '../service/ServiceContext'
import { type AuthenticatedSession, SESSION_TTL_MS } from '../sessions/sessions'

/**
 * One device as listed (the protocol's `ApiDevice`).
 *
 * @example
 * ```ts
 * const device: ListedDevice = { id: 'd-1', createdAt: 0, lastSeenAt: 0, current: true }
 * ```
 */
export type ListedDevice = { id: string; createdAt: number; lastSeenAt: number; current: boolean }

/** The id under which a session opened without a device id is listed: `session-` and 16 hex of its token hash. */
export const SESSION_DEVICE_ID = /^session-[0-9a-f]{16}$/

/**
 * The id a session opened without a device id (before devices were recorded on sessions, or by a
 * client that sends none) is listed and revoked under: such a session counts as a device of its
 * own, named after the first 16 hex characters of its token's SHA-256 (not the token).
 *
 * @param sessionHash - The session's token hash.
 * @returns `session-` and 16 hex characters.
 * @example
 * ```ts
 * sessionDeviceId(session.sessionHash) // 'session-3f2a…'
 * ```
 */
export const sessionDeviceId = (sessionHash: string): string => `session-${sessionHash.slice(0, 16)}`

/**
 * The account's devices, newest first: every device it signed in from and did not revoke, and
 * each live session opened without a device id as a device of its own (created when the session
 * was opened). `current` marks the asking session's device.
 *
 * @param context - The service.
 * @param session - The asking session.
 * @returns The devices.
 * @example
 * ```ts
 * const devices = await listDevices(context, await authenticateSession(context, headers))
 * ```
 */
export async function listDevices(
  context: ServiceContext,
  session: AuthenticatedSession,
): Promise<ListedDevice[]> {
  const devices = await context.store.all<{
    device_id: string
    created_at: number
    last_seen_at: number | null
  }>('SELECT device_id, created_at, last_seen_at FROM devices WHERE user_id = ? AND revoked_at IS NULL', [
    session.userId,
  ])
  const bare = await context.store.all<{ token_hash: string; expires_at: number }>(
    'SELECT token_hash, expires_at FROM sessions WHERE user_id = ? AND device_id IS NULL AND expires_at > ?',
    [session.userId, context.now()],
  )
  const current = session.deviceId ?? sessionDeviceId(session.sessionHash)
  const listed: ListedDevice[] = [
    ...devices.map((row) => ({
      id: row.device_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at ?? row.created_at,
      current: row.device_id === current,
    })),
    ...bare.map((row) => {
      const id = sessionDeviceId(row.token_hash)
      const createdAt = row.expires_at - SESSION_TTL_MS
      return { id, createdAt, lastSeenAt: createdAt, current: id === current }
    }),
  ]
  return listed.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1))
}
