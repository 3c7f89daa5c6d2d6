import type { SqlExecutor } from '../db/SqlStore'
import type { ServiceContext } from '../service/ServiceContext'

/**
 * Whether the user has signed in from `deviceId` before and has not revoked it since (a revoked
 * device signing in again counts as a new one: the email sign-in asks for the approval link).
 *
 * @param context - The service.
 * @param userId - The user id.
 * @param deviceId - The browser's device id.
 * @returns True for a known device.
 * @example
 * ```ts
 * if (!(await isKnownDevice(context, userId, deviceId))) await sendDeviceLink()
 * ```
 */
export async function isKnownDevice(
  context: ServiceContext,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const row = await context.store.get(
    'SELECT 1 AS known FROM devices WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL',
    [userId, deviceId],
  )
  return row !== undefined
}

/**
 * Remembers `deviceId` for the user (after a successful sign-in from it) and marks it seen. A
 * revoked device that signed in again (the email sign-in approved it by link first) becomes a new
 * device: no longer revoked, created now.
 *
 * @param context - The service.
 * @param userId - The user id.
 * @param deviceId - The browser's device id.
 * @param sql - Where to write (a transaction); default the store.
 * @example
 * ```ts
 * await addDevice(context, userId, deviceId)
 * ```
 */
export async function addDevice(
  context: ServiceContext,
  userId: string,
  deviceId: string,
  sql: SqlExecutor = context.store,
): Promise<void> {
  const now = context.now()
  await sql.run(
    `INSERT INTO devices (user_id, device_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = excluded.last_seen_at,
       created_at = CASE WHEN devices.revoked_at IS NULL THEN devices.created_at ELSE excluded.created_at END,
       revoked_at = NULL`,
    [userId, deviceId, now, now],
  )
}
