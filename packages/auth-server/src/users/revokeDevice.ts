import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'
import type { AuthenticatedSession } from '../sessions/sessions'
import { SESSION_DEVICE_ID, sessionDeviceId } from './listDevices'

/**
 * Revokes one of the account's devices, inside the caller's transaction: marks it revoked, ends
 * its sessions and drops its pending email sign-ins (a code mailed to it before the revoke must not
 * bring it back without the approval link). A device listed for a session opened without a device
 * id (`session-…`, see `sessionDeviceId`) is revoked by ending that session.
 *
 * @param context - The service.
 * @param session - The asking session (it may not revoke its own device).
 * @param deviceId - The device to revoke.
 * @param tx - The transaction.
 * @throws AuthServiceError 400 when it is the asking session's device, 404 when the account has no such live device.
 * @example
 * ```ts
 * await context.store.transaction((tx) => revokeDevice(context, session, 'd-2', tx))
 * ```
 */
export async function revokeDevice(
  context: ServiceContext,
  session: AuthenticatedSession,
  deviceId: string,
  tx: SqlExecutor,
): Promise<void> {
  if (deviceId === (session.deviceId ?? sessionDeviceId(session.sessionHash)))
    throw apiErrors.revokeOwnDevice()
  const { userId } = session
  const revoked = await tx.run(
    'UPDATE devices SET revoked_at = ? WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL',
    [context.now(), userId, deviceId],
  )
  if (revoked === 1) {
    await tx.run('DELETE FROM sessions WHERE user_id = ? AND device_id = ?', [userId, deviceId])
    await tx.run(
      'DELETE FROM logins WHERE device_id = ? AND email = (SELECT email FROM users WHERE id = ?)',
      [deviceId, userId],
    )
    return
  }
  const ended = SESSION_DEVICE_ID.test(deviceId)
    ? await tx.run(
        'DELETE FROM sessions WHERE user_id = ? AND device_id IS NULL AND substr(token_hash, 1, 16) = ?',
        [userId, deviceId.slice('session-'.length)],
      )
    : 0
  if (ended === 0) throw apiErrors.deviceUnknown()
}
