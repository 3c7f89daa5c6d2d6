import type { ServiceContext } from '../ServiceContext'

/**
 * Whether the user has signed in from `deviceId` before.
 *
 * @param context - The service.
 * @param userId - The user id.
 * @param deviceId - The browser's device id.
 * @returns True for a known device.
 * @example
 * ```ts
 * if (!isKnownDevice(context, userId, deviceId)) await sendDeviceLink()
 * ```
 */
export function isKnownDevice(context: ServiceContext, userId: string, deviceId: string): boolean {
  return (
    context.db.prepare('SELECT 1 FROM devices WHERE user_id = ? AND device_id = ?').get(userId, deviceId) !==
    undefined
  )
}

/**
 * Remembers `deviceId` for the user (after a successful sign-in from it).
 *
 * @param context - The service.
 * @param userId - The user id.
 * @param deviceId - The browser's device id.
 * @example
 * ```ts
 * addDevice(context, userId, deviceId)
 * ```
 */
export function addDevice(context: ServiceContext, userId: string, deviceId: string): void {
  context.db
    .prepare('INSERT OR IGNORE INTO devices (user_id, device_id, created_at) VALUES (?, ?, ?)')
    .run(userId, deviceId, context.now())
}
