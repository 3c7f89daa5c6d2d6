import type { SqlExecutor } from '../db/SqlStore'
import type { ServiceContext } from '../service/ServiceContext'

/**
 * Whether the user has signed in from `deviceId` before.
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
  const row = await context.store.get('SELECT 1 AS known FROM devices WHERE user_id = ? AND device_id = ?', [
    userId,
    deviceId,
  ])
  return row !== undefined
}

/**
 * Remembers `deviceId` for the user (after a successful sign-in from it).
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
  await sql.run(
    'INSERT INTO devices (user_id, device_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    [userId, deviceId, context.now()],
  )
}
